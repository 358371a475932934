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


@pytest.mark.parametrize("junk", [None, {"x": 1}, ("a", "b", "c"), 42])
def test_a_cache_file_holding_another_object_is_rebuilt(tmp_path, junk):
    """A cache file that unpickles to something else than its build (written by hand or by
    another program) is built afresh and overwritten, in a new process as in this one: it
    made every later run fail with an internal error (fresh-user trial, session 13)."""
    import pickle
    import subprocess
    import sys
    env = dict(os.environ, CLAIMCHECK_CACHE_DIR=str(tmp_path))
    env.pop("CLAIMCHECK_NO_CACHE", None)
    note = tmp_path / "n.md"
    note.write_text("vLLM 吞吐 383.7 tok/s（TP8，B300）。\n", encoding="utf-8")
    cmd = [sys.executable, "-m", "claimcheck", "extract", str(note), "--format", "jsonl"]
    first = subprocess.run(cmd, capture_output=True, text=True, env=env)
    files = sorted(tmp_path.glob("*.pickle"))
    assert {f.name.split("-")[0] for f in files} == {"resources", "extractor", "units"}
    for f in files:
        f.write_bytes(pickle.dumps(junk))
    again = subprocess.run(cmd, capture_output=True, text=True, env=env)
    assert again.returncode == first.returncode == 0, again.stderr
    assert again.stdout == first.stdout and again.stderr == ""
    assert all(f.read_bytes() != pickle.dumps(junk) for f in files)  # written again


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


def test_help_loads_no_extraction_or_index_code(tmp_path):
    """`claimcheck --help` builds the command table only: the index's default path comes from
    claimcheck.store.defaults, so neither the index nor the frames (nor spaCy, pint) load."""
    code = ("import sys\nfrom claimcheck.cli import app\n"
            "print(sorted(m for m in ('claimcheck.store.index', 'claimcheck.frames', 'spacy', 'pint') "
            "if m in sys.modules))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=tmp_path)
    assert out.returncode == 0, out.stderr
    assert out.stdout.strip() == "[]"


@pytest.mark.parametrize("fast", [False, True])
def test_both_paths_share_one_grammar(fast):
    """The reference path's spaCy component scans with the extractor's own grammar."""
    from claimcheck.frames.extractor import Extractor
    ex = Extractor(fast=fast)
    assert ex.component.grammar is ex.grammar


# -- every core: the process pool gives the same output as one process ---------------------------
DEMO = ROOT / "corpora" / "demo"
CROSS_SOURCE = ROOT.parent / "shared" / "corpora" / "real" / "cross-source"


def test_check_in_a_pool_writes_the_same_report_as_one_process(monkeypatch):
    """check(jobs=2) with the pool forced on (the demo is below the size threshold) gives a
    byte-identical JSON and SARIF report to jobs=1: documents in input order, same claims."""
    import claimcheck
    import claimcheck.frames.pool as pool
    from claimcheck.report import formats
    one = claimcheck.check([DEMO], as_of="2026-10-15", lang="en", jobs=1)
    monkeypatch.setattr(pool, "POOL_MIN_CHARS", 0)
    used = []
    import concurrent.futures

    class Spy(concurrent.futures.ProcessPoolExecutor):
        def __init__(self, *args, **kwargs):
            used.append(kwargs.get("max_workers"))
            super().__init__(*args, **kwargs)
    monkeypatch.setattr(concurrent.futures, "ProcessPoolExecutor", Spy)
    two = claimcheck.check([DEMO], as_of="2026-10-15", lang="en", jobs=2)
    assert used == [2]  # the pool ran
    assert formats.dumps_json(two) == formats.dumps_json(one)
    assert formats.dumps_sarif(two) == formats.dumps_sarif(one)
    assert [d.path for d in two.documents] == [d.path for d in one.documents]


def test_small_inputs_stay_in_this_process(monkeypatch):
    import concurrent.futures
    import claimcheck
    monkeypatch.setattr(concurrent.futures, "ProcessPoolExecutor", None)  # would fail if used
    report = claimcheck.check([DEMO], as_of="2026-10-15", lang="en", jobs=4)
    assert report.claims


def _probe_worker(item):
    """What a pool worker holds when its first task starts (module-level: pickled by name)."""
    import gc
    from claimcheck.frames.extractor import shared_extractor
    return os.getpid(), shared_extractor(None).resources._ureg is not None, gc.get_freeze_count() > 0, item


def test_pool_workers_inherit_a_warm_extractor_and_the_parent_unfreezes(monkeypatch):
    """Issue 18: every worker of a forked pool starts with the parent's extractor *and* its pint
    registry (built once before forking; each worker used to import pint again, ~0.3 s), with
    the inherited objects frozen out of its collections (gc.freeze: no copy-on-write of their
    pages); the parent's objects are unfrozen when the pool ends; results stay in input order."""
    import gc
    import claimcheck.frames.pool as pool
    if pool._context().get_start_method() != "fork":
        pytest.skip("workers inherit the extractor only when forked")
    monkeypatch.setattr(pool, "BATCH_ITEMS", 1)
    got = list(pool.ordered_map(_probe_worker, range(40), jobs=2, min_items=2, min_weight=0))
    assert [item for item, _ in got] == list(range(40)) == [r[3] for _, r in got]
    assert {pid for pid, *_ in (r for _, r in got)} - {os.getpid()}  # ran in workers
    assert all(warm and frozen for _, (pid, warm, frozen, _) in got)
    assert gc.get_freeze_count() == 0


@pytest.mark.parametrize("weights, sizes", [
    ([100] * 40, [16, 16, 8]),                 # small documents: BATCH_ITEMS per task
    ([10_000] * 5, [2, 2, 1]),                 # BATCH_CHARS reached by the second document
    ([100, 50_000, 100, 100], [2, 2]),         # a big document closes its task
    ([], []),
])
def test_documents_go_to_workers_in_small_consecutive_batches(weights, sizes):
    """A task holds consecutive documents up to BATCH_CHARS characters or BATCH_ITEMS documents
    (issue 18: tasks of 64 small documents left a worker idle for up to one task at the end)."""
    from claimcheck.frames.pool import BATCH_CHARS, BATCH_ITEMS, _batches
    assert (BATCH_CHARS, BATCH_ITEMS) == (16_000, 16)
    batches = list(_batches(list(enumerate(weights)), weight=lambda item: item[1]))
    assert [len(b) for b in batches] == sizes
    assert [item for b in batches for item in b] == list(enumerate(weights))


def test_jobs_resolve_to_every_core():
    from claimcheck.frames.pool import default_jobs, resolve_jobs
    assert resolve_jobs(None) == resolve_jobs(0) == default_jobs() >= 1
    assert resolve_jobs(3) == 3
    with pytest.raises(ValueError):
        resolve_jobs(-1)


def test_jobs_in_the_config_file_are_validated(tmp_path):
    from claimcheck.cli.config import load_config
    from claimcheck.errors import UsageError
    good = tmp_path / "claimcheck.toml"
    good.write_text("jobs = 3\n", encoding="utf-8")
    assert load_config(good).jobs == 3
    bad = tmp_path / "bad.toml"
    bad.write_text('jobs = "many"\n', encoding="utf-8")
    with pytest.raises(UsageError):
        load_config(bad)


@pytest.mark.slow
@pytest.mark.skipif(not CROSS_SOURCE.exists(), reason="../shared/corpora/real is not available")
def test_cli_check_of_the_real_corpus_is_the_same_on_every_core(tmp_path):
    """The real cross-source corpus (above the pool's size threshold): -j 2 and -j 1 print the
    same JSON, byte for byte."""
    outs = []
    for jobs in ("1", "2"):
        out = subprocess.run([sys.executable, "-m", "claimcheck", "check", ".", "--format", "json", "--fail-on",
                              "never", "-j", jobs], capture_output=True, text=True, cwd=CROSS_SOURCE)
        assert out.returncode == 0, out.stderr
        outs.append(out.stdout)
    assert outs[0] == outs[1]


# -- beyond one machine: Dask ----------------------------------------------------------------------
@pytest.mark.slow
def test_index_on_a_real_two_worker_dask_cluster_equals_the_serial_index(tmp_path):
    """`index --scheduler tcp://…` against a real 2-worker LocalCluster: each worker builds its
    extractor once (the plugin) and the single writer stores exactly the serial run's rows."""
    distributed = pytest.importorskip("distributed")
    import sqlite3
    from claimcheck.store.index import update_index
    corpus = tmp_path / "corpus"
    corpus.mkdir()
    for i, text in enumerate(TEXTS * 4):
        (corpus / f"d{i:02d}.md").write_text(f"# Note {i}\n\n{text}", encoding="utf-8")
    update_index([corpus], tmp_path / "serial.sqlite", jobs=1)
    with distributed.LocalCluster(n_workers=2, threads_per_worker=1, processes=True,
                                  dashboard_address=None) as cluster:
        update_index([corpus], tmp_path / "dask.sqlite", scheduler=cluster.scheduler_address)
        with distributed.Client(cluster) as client:
            plugins = client.run(lambda dask_worker: sorted(dask_worker.plugins))
    assert len(plugins) == 2 and all("claimcheck-extractor" in p for p in plugins.values())

    def rows(db):
        with sqlite3.connect(db) as conn:
            return (conn.execute("SELECT path, hash, rules_hash FROM documents ORDER BY id").fetchall(),
                    conn.execute("SELECT * FROM claims ORDER BY doc_id, seq").fetchall())
    serial, dask = rows(tmp_path / "serial.sqlite"), rows(tmp_path / "dask.sqlite")
    assert serial[1] and dask == serial



@pytest.mark.slow
def test_index_on_its_own_local_dask_cluster_equals_the_serial_index(tmp_path):
    """`index --scheduler dask -j 2` starts its own 2-worker cluster, whose worker processes
    are forked from the indexing process where the platform can fork (issue 18: spawned
    workers re-imported everything; docs/benchmarks.md): the index holds exactly the serial
    run's rows, and the process is left with no worker and no frozen objects."""
    pytest.importorskip("distributed")
    import gc
    import multiprocessing
    import sqlite3
    from claimcheck.store.index import update_index
    corpus = tmp_path / "corpus"
    corpus.mkdir()
    for i, text in enumerate(TEXTS * 4):
        (corpus / f"d{i:02d}.md").write_text(f"# 笔记 {i}\n\n{text}", encoding="utf-8")
    update_index([corpus], tmp_path / "serial.sqlite", jobs=1)
    frozen_before = gc.get_freeze_count()
    update_index([corpus], tmp_path / "dask.sqlite", scheduler="dask", jobs=2)
    assert gc.get_freeze_count() == frozen_before
    assert not multiprocessing.active_children()

    def rows(db):
        with sqlite3.connect(db) as conn:
            return (conn.execute("SELECT path, hash, rules_hash FROM documents ORDER BY id").fetchall(),
                    conn.execute("SELECT * FROM claims ORDER BY doc_id, seq").fetchall())
    serial, dask = rows(tmp_path / "serial.sqlite"), rows(tmp_path / "dask.sqlite")
    assert serial[1] and dask == serial


def test_the_local_dask_cluster_forks_its_workers_where_the_platform_can(monkeypatch):
    """Issue 18: `--scheduler dask` builds its cluster with distributed's multiprocessing
    method set to fork (spawned workers started a new interpreter and imported distributed,
    claimcheck and pint again: 3.9-4.4 s of a ~6 s run on 600 documents), with no dashboard,
    no workers' profiler and one thread per worker; where fork is missing, distributed's own
    default method stays; the settings do not outlive the cluster's construction.  A
    stand-in cluster class records what it was built with."""
    pytest.importorskip("distributed")
    import dask
    import claimcheck.frames.pool as pool
    built = []

    def cluster(**kwargs):
        built.append((dask.config.get("distributed.worker.multiprocessing-method"),
                      dask.config.get("distributed.worker.profile.enabled"), kwargs))
        return "cluster"
    default = dask.config.get("distributed.worker.multiprocessing-method")
    profiling = dask.config.get("distributed.worker.profile.enabled")
    assert pool._local_cluster(cluster, 3) == "cluster"
    monkeypatch.setattr(pool, "_can_fork", lambda: False)
    pool._local_cluster(cluster, 2)
    kwargs = {"threads_per_worker": 1, "processes": True, "dashboard_address": None}
    assert built == [("fork", False, {"n_workers": 3, **kwargs}), (default, False, {"n_workers": 2, **kwargs})]
    assert dask.config.get("distributed.worker.multiprocessing-method") == default
    assert dask.config.get("distributed.worker.profile.enabled") == profiling

def _square(offset, item):
    return item * item + offset


def test_dask_tasks_are_batches_of_documents_in_input_order(monkeypatch):
    """Issue 18: ``--scheduler`` sends the process pool's batches (BATCH_ITEMS documents or
    BATCH_CHARS characters) as one Dask task each, not one task per document (a Dask task
    costs the scheduler and the client milliseconds); results come back in input order.  A
    stand-in client runs each task on the spot."""
    distributed = pytest.importorskip("distributed")
    import claimcheck.frames.pool as pool
    submitted = []

    class Done:
        def __init__(self, value):
            self.value = value

        def result(self):
            return self.value

        def release(self):
            pass

    class Client:
        def __init__(self, address):
            self.address = address

        def register_plugin(self, plugin):
            pass

        def scheduler_info(self):
            return {"workers": {"w1": {}, "w2": {}}}

        def submit(self, fn, *args, pure=True):
            submitted.append((fn, len(args[-1])))
            return Done(fn(*args))

        def close(self):
            pass
    monkeypatch.setattr(distributed, "Client", Client)
    got = list(pool.dask_map(_square, range(40), scheduler="tcp://stand-in:8786", args=(1,),
                             weight=lambda item: 100))
    assert got == [(i, i * i + 1) for i in range(40)]
    assert submitted == [(pool._run_batch, 16), (pool._run_batch, 16), (pool._run_batch, 8)]


def test_a_bad_scheduler_is_a_usage_error(tmp_path):
    (tmp_path / "a.md").write_text("x 1 ms\n", encoding="utf-8")
    out = subprocess.run([sys.executable, "-m", "claimcheck", "index", str(tmp_path), "--db", str(tmp_path / "x.sqlite"),
                          "--scheduler", "yarn"], capture_output=True, text=True)
    assert out.returncode == 2 and "--scheduler" in out.stderr


# -- audit: caches in proportion to a version, not to the history ----------------------------------
def _history(n: int) -> list[str]:
    """n versions of a living note: a changelog that gains a line each version, a dated line, and a
    paragraph that disappears in version 3 and comes back in version n-1."""
    out = []
    for v in range(n):
        log = "\n".join(f"- 2026-10-{d + 1:02d} | 更新 RingFold 第 {d} 版" for d in range(v + 1))
        back = "\nSlabKV 在 H100 上吞吐 1,840 tok/s。\n" if v < 3 or v == n - 2 else ""
        out.append(f"# 推理笔记 v{v}\n\n## 结果\n\nRingFold 在 H100 上 TTFT {100 + v} ms，比 vLLM 快 {20 + v}%。\n"
                   f"{back}\n更新于 10月{v + 1}日。\n\n## 变更记录\n\n{log}\n")
    return out


def test_a_long_audit_keeps_few_paragraphs_and_the_same_claims():
    """Across 20 versions the incremental extractor holds the paragraphs of the last few versions
    only (not every changelog it saw), each version's claims equal a full extraction, and a
    paragraph that comes back after being evicted is no changed paragraph."""
    import datetime as dt
    from claimcheck.frames.extractor import shared_extractor
    from claimcheck.history.incremental import EVICT_EVERY, IncrementalExtractor
    from claimcheck.history.versions import Version
    ex = shared_extractor(None)
    ix = IncrementalExtractor(ex, "notes.md", changelog=["\x01none"])
    texts = _history(20)
    changed = []
    for i, text in enumerate(texts):
        date = (dt.date(2026, 10, 1) + dt.timedelta(days=i)).isoformat()
        view = ix.view(Version(label=f"v{i}", commit=None, date=date, text=text, path="notes.md"), i)
        changed.append(view.changed_paragraphs)
        day = view.date.isoformat() if view.date else None
        got = [ix.materialise(inst, k, "notes.md", day) for inst in view.insts for k in range(len(inst.variant.claims))]
        full = ex.extract(Document("notes.md", text, day)).claims
        assert got == full, i
        assert len(ix.paras) <= len(view.insts) * (EVICT_EVERY + 1)
    # (block texts alone: the cache is keyed by block and heading levels, which here go together)
    blocks = [{b.strip("\n") for b in t.split("\n\n") if b.strip()} for t in texts]
    recent = set().union(*blocks[-EVICT_EVERY:])
    assert len(ix.paras) <= len(recent) < len(set().union(*blocks)) / 2
    assert changed[-2] == changed[-3]  # the SlabKV paragraph seen in v0-v2 is not new in v18


# -- audit: a paragraph that grows by appended lines is read by its new lines (issue 18) ----------
LIVING = ROOT.parent / "shared" / "corpora" / "real" / "living-doc"


def test_segmenting_on_from_a_state_equals_segmenting_the_whole_text():
    """Segmenter.segments(tail, state) after segments(head, state) gives exactly the segments of
    head + tail (lines, sections, counters, list lead-ins, table headers), wherever the text is cut
    after a line that is no table row."""
    from claimcheck.frames.extractor import shared_extractor
    from claimcheck.text.segment import SegmentState
    seg = shared_extractor(None).segmenter
    texts = [t for t in TEXTS if "```" not in t]
    texts.append("## 结果\n\n- EAGLE is:\n  - 1.6x faster than Medusa\n  - 2.1x faster than vLLM\n增量 2：RingFold\n"
                 "| 模型 | 吞吐 (tok/s) |\n|---|---|\n| Llama-3-8B | 3,338 |\n\nSlabKV 在 H100 上吞吐 1,840 tok/s。")
    # the bundled demo corpus is always there (the shared living documents may not be: a fresh
    # clone has no ../shared), so the cut count below holds on any machine
    demo = Path(__file__).resolve().parents[1] / "corpora" / "demo"
    for path in sorted(demo.glob("*.md")):
        text = path.read_text(encoding="utf-8")
        if "```" not in text and "~~~" not in text:
            texts.append(text)
    for name in ("lmdeploy-README_en/v0010.md", "spec-bench-leaderboard/v0005.md"):
        if (LIVING / name).exists():
            text = (LIVING / name).read_text(encoding="utf-8")
            if "```" not in text and "~~~" not in text:
                texts.append(text)
    cuts = 0
    for text in texts:
        whole = list(seg.segments(Document("d.md", text, None)))
        lines = text.split("\n")
        for k in range(1, len(lines)):
            before = lines[k - 1].strip()
            if before.startswith("|") and before.count("|") >= 2:
                continue
            state = SegmentState()
            head = list(seg.segments(Document("d.md", "\n".join(lines[:k]), None), state=state))
            tail = list(seg.segments(Document("d.md", "\n".join(lines[k:]), None), state=state))
            assert head + tail == whole, (text[:40], k)
            cuts += 1
    assert cuts > 20


def _grown(kind: str) -> list[str]:
    """Versions of a note whose paragraph grows by a line each version, by kind of appended line."""
    head = "# 推理笔记\n\n## 三、结果\n\nRingFold 在 H100 上 TTFT 210 ms，比 vLLM 快 20%。\n\n"
    lines = {
        # a changelog gains a line per version (its claims are notes, not claims)
        "changelog-zh": ["## 变更记录", ""] + [f"- 2026-10-{d:02d} | 更新 RingFold TTFT 为 {200 + d} ms" for d in range(1, 7)],
        # a list whose items sit under an item ending with a colon (the lead-in carries over)
        "lead-in-en": ["- EAGLE results:"] + [f"  - {1 + d / 10:.1f}x faster than Medusa on batch {d}" for d in range(1, 7)],
        # an appended line takes the settings of the line before it ("同一配置下"): read whole
        "same-setup-mixed": ["- SlabKV 在 H100 上 Median TTFT 为 180 ms（Llama-3-8B，bs=8）。",
                             "- 同一配置下 vLLM 的 Median TTFT 为 240 ms。",
                             "- 同一配置下 SGLang 的 Median TTFT 为 200 ms。",
                             "- RingFold TTFT is 150 ms on Qwen3-32B."],
        # rows appended to a table (a header row is known by the line after it): read whole
        "table-rows": ["| 系统 | 吞吐 (tok/s) |", "|---|---|"] + [f"| Sys{d} | {1000 + d * 7} |" for d in range(1, 6)],
        # the appended lines open a new section
        "heading-inside-zh": ["增量 1：SlabKV", "SlabKV 在 H100 上吞吐 1,840 tok/s。", "增量 2：RingFold",
                              "RingFold TTFT 为 210 ms。", "增量 3：DraftLoom", "DraftLoom 加速 2.6×。"],
        # the appended line holds a date the document's date resolves (the paragraph turns date-sensitive)
        "date-sensitive-zh": ["- SlabKV 吞吐 1,840 tok/s。", "- RingFold 延迟 35 ms。", "- 9月28日实测：SlabKV 吞吐 1,900 tok/s。",
                              "- 昨天复测 RingFold 延迟 33 ms。"],
        # a month name ends one line and its day opens the appended one ("Sep" / "28 …"): neither
        # part reads a date alone, the whole does
        "month-across-lines-en": ["- SlabKV reaches 1,840 tok/s on H100.", "- RingFold was measured again in Sep",
                                  "28 runs later: RingFold TTFT 33 ms.", "- DraftLoom is 2.6x faster than vLLM."],
    }[kind]
    start = 3 if kind in ("changelog-zh", "table-rows") else 1
    return [head + "\n".join(lines[:n]) + "\n" for n in range(start, len(lines) + 1)]


def _walk(texts: list[str], extend: bool, monkeypatch) -> tuple[list, dict]:
    """Every version's claims from the incremental extractor (appended lines read alone or not)."""
    import datetime as dt
    from claimcheck.frames.extractor import shared_extractor
    from claimcheck.history import incremental
    from claimcheck.history.versions import Version
    monkeypatch.setattr(incremental, "EXTEND_APPENDED", extend)
    ix = incremental.IncrementalExtractor(shared_extractor(None), "notes.md")
    out = []
    for i, text in enumerate(texts):
        date = (dt.date(2026, 10, 1) + dt.timedelta(days=i)).isoformat()
        view = ix.view(Version(label=f"v{i}", commit=None, date=date, text=text, path="notes.md"), i)
        day = view.date.isoformat() if view.date else None
        out.append(([ix.materialise(inst, k, "notes.md", day) for inst in view.insts
                     for k in range(len(inst.variant.claims))], sorted(view.changelog_lines), day))
    return out, dict(ix.stats), ix.changelog_re


@pytest.mark.parametrize("kind, extended", [
    ("changelog-zh", True), ("lead-in-en", True), ("same-setup-mixed", True), ("table-rows", False),
    ("heading-inside-zh", True), ("date-sensitive-zh", True), ("month-across-lines-en", True)])
def test_a_paragraph_grown_by_appended_lines_has_the_claims_of_reading_it_whole(kind, extended, monkeypatch):
    """Each version's claims and changelog notes are the same whether the grown paragraph's
    appended lines are read alone or the paragraph whole, and equal a full extraction; a table
    whose rows grow is read whole (``extended`` False)."""
    from claimcheck.frames.extractor import shared_extractor
    texts = _grown(kind)
    fast, stats, changelog = _walk(texts, True, monkeypatch)
    whole, whole_stats, _ = _walk(texts, False, monkeypatch)
    assert fast == whole
    ex = shared_extractor(None)
    for (claims, _, day), text in zip(fast, texts):
        full = ex.extract(Document("notes.md", text, day)).claims
        # claims in changelog sections are notes, not claims (the audit skips them)
        assert claims == [c for c in full if not changelog.search(" ".join(c.section.split(" > ")))]
    if kind == "changelog-zh":
        assert len(fast[-1][1]) == 6  # every changelog line is a note of the last version
    assert any(claims for claims, _, _ in fast)
    assert (stats.get("paragraphs_extended", 0) >= len(texts) - 1) == extended
    assert whole_stats.get("paragraphs_extended", 0) == 0


@pytest.mark.parametrize("kind", ["changelog-zh", "date-sensitive-zh", "month-across-lines-en", "lead-in-en"])
def test_a_grown_paragraph_reads_the_date_as_the_whole_paragraph_does(kind, monkeypatch):
    """A paragraph read by its appended lines is date-sensitive exactly when its whole text is
    (worked out from the parts and across the newline, not by reading the whole again)."""
    from claimcheck.frames.extractor import shared_extractor
    from claimcheck.history import incremental
    from claimcheck.history.versions import Version
    ix = incremental.IncrementalExtractor(shared_extractor(None), "notes.md")
    flags = []
    for i, text in enumerate(_grown(kind)):
        ix.view(Version(label=f"v{i}", commit=None, date="2026-10-01", text=text, path="notes.md"), i)
        for para in ix.paras.values():
            if para.date_parts is not None:  # read by its appended lines
                ix._sensitive_memo.clear()
                flags.append((para.sensitive, ix._sensitive(para.text)))
    assert flags and all(got == whole for got, whole in flags)
    if kind in ("date-sensitive-zh", "month-across-lines-en"):
        assert flags[-1] == (True, True) and (False, False) in flags  # it turned date-sensitive


def _audit_output(report) -> tuple[str, list]:
    import json
    data = report.to_json()
    data["audit"].pop("stats")
    tracks = [(t.key, [(o.start, o.end, o.claim) for o in t.observations]) for t in report.tracks]
    return json.dumps(data, sort_keys=True, default=str), tracks


def _audit_runner(name: str):
    """A function that audits ``name``: a real living document of ``LIVING`` (skipped when the
    shared corpora are absent) or, for ``"generated"``, a 40-version generated history whose
    changelog gains a line per version and whose title carries the version number."""
    from claimcheck.history.audit import audit, audit_versions
    if name != "generated":
        if not (LIVING / name / "manifest.tsv").exists():
            pytest.skip(f"{LIVING / name} is not available")
        return lambda: audit(LIVING / name)
    sys.path.insert(0, str(ROOT / "benchmarks"))
    try:
        from history_gen import generate
    finally:
        sys.path.remove(str(ROOT / "benchmarks"))
    from claimcheck.history.versions import Version
    versions = [Version(label=v, commit=None, date=d, text=t, message=m, path="inference.md")
                for v, d, m, t in generate(40, 60_000, 11)]
    return lambda: audit_versions(versions, path="inference.md")


@pytest.mark.parametrize("name", ["awesome-llm-inference", "lmdeploy-README_en", "lmdeploy-README_zh-CN",
                                  "spec-bench-leaderboard", "generated"])
def test_audit_reading_appended_lines_alone_equals_reading_every_paragraph_whole(name, monkeypatch):
    """The whole audit (findings, versions, drifts, every track's observations) of the real
    living documents and of a generated history (a changelog that gains a line per version) is the
    same with appended lines read alone as with every new paragraph read whole."""
    from claimcheck.history import incremental
    run = _audit_runner(name)
    monkeypatch.setattr(incremental, "EXTEND_APPENDED", True)
    fast = run()
    monkeypatch.setattr(incremental, "EXTEND_APPENDED", False)
    whole = run()
    assert _audit_output(fast) == _audit_output(whole)
    assert whole.stats.get("paragraphs_extended", 0) == 0
    if name in ("generated", "lmdeploy-README_zh-CN", "lmdeploy-README_en"):
        assert fast.stats["paragraphs_extended"] >= (39 if name == "generated" else 1)


def test_a_text_seen_in_an_earlier_document_is_not_scanned_again_and_gives_the_same_claims(monkeypatch):
    """The extractor keeps a segment text's hits across documents (versions of one document
    repeat most paragraphs): the same text on the same date is not scanned again, on another
    date it is; every document's claims equal a fresh extractor's."""
    from claimcheck.frames.extractor import Extractor
    ex = Extractor(fast=True)
    scanned = []
    hits = ex.hits  # the grammar pass of each segment (frames may scan a heading for their own needs)
    monkeypatch.setattr(ex, "hits", lambda text, date: scanned.append(text) or hits(text, date))
    docs = [Document("v1.md", TEXTS[0], "2026-09-28"), Document("v2.md", TEXTS[0] + TEXTS[1], "2026-09-28"),
            Document("v3.md", TEXTS[0], "2026-10-05")]
    first = ex.extract(docs[0]).claims
    n_first = len(scanned)
    assert n_first > 0
    second = ex.extract(docs[1]).claims
    assert all(t not in scanned[:n_first] for t in scanned[n_first:])  # only the new paragraph's texts
    third = ex.extract(docs[2]).claims
    assert len(scanned) > n_first + 1  # another date: scanned again ("下周三" depends on it)
    for doc, got in zip(docs, (first, second, third)):
        fresh = Extractor(fast=True).extract(doc).claims
        assert [repr(c) for c in got] == [repr(c) for c in fresh]


def test_the_extractor_memos_are_bounded(monkeypatch):
    from claimcheck.frames import extractor
    monkeypatch.setattr(extractor, "MEMO_TEXTS", 2)
    memo: dict = {}
    for i in range(5):
        assert extractor._remember(memo, f"t{i}", i, 2) == i
        assert len(memo) <= 2
    extractor._remember(memo, "long", 0, extractor.MEMO_MAX_TEXT + 1)
    assert "long" not in memo  # a long text is not kept


@pytest.mark.parametrize("text, exclude", [
    ("SlabKV 比 vLLM 快 30%，在 H100 上运行 Llama-3-8B。", ()),
    ("SlabKV 比 vLLM 快 30%，在 H100 上运行 Llama-3-8B。", [(0, 6)]),
    ("DeepSeek-V3 vs Continnum on 8xH100", ()),
])
def test_kept_mentions_equal_fresh_ones(text, exclude):
    """The entity resolver keeps the mentions of a text per (text, discover, exclude)."""
    from claimcheck.frames.entities import EntityResolver
    from claimcheck.resources import load_resources
    res = load_resources()
    kept = EntityResolver(res)
    for discover in (True, False):
        once = kept.mentions(text, discover=discover, exclude=exclude)
        again = kept.mentions(text, discover=discover, exclude=exclude)
        assert once == again == EntityResolver(res).mentions(text, discover=discover, exclude=exclude)
        again.append(None)  # a new list each time: the kept answer is not changed through it
        assert kept.mentions(text, discover=discover, exclude=exclude) == once


@pytest.mark.parametrize("text, exclude", [
    ("ZephyrNet runs on SGLang at 120 tok/s", [(0, 9)]),  # a discovered name excluded, then not
    ("ZephyrNet and Quokka3 beat vLLM", [(14, 21)]),  # one of two discovered names excluded
    ("DeepSeek-V4-Pro with Quokka3 on 8 GPUs", [(0, 15), (21, 28)]),
])
def test_discovered_names_are_the_same_with_and_without_exclusions_in_any_order(text, exclude):
    """The names discovered in a text are kept per text (EntityResolver._discovered) and filtered
    per call: a call that excludes spans, before or after one that does not, gives what a fresh
    resolver gives."""
    from claimcheck.frames.entities import EntityResolver
    from claimcheck.resources import load_resources
    res = load_resources()
    first_plain, first_excl = EntityResolver(res), EntityResolver(res)
    plain = first_plain.mentions(text)
    excluded = first_plain.mentions(text, exclude=exclude)
    assert first_excl.mentions(text, exclude=exclude) == excluded == EntityResolver(res).mentions(text, exclude=exclude)
    assert first_excl.mentions(text) == plain == EntityResolver(res).mentions(text)
    assert len(excluded) < len(plain)  # the exclusion drops a name


_TABLE = """## 结果

| 系统 | 吞吐 (tok/s) | Median TTFT | 加速 (×) | 命中率 (%) | 备注 |
|---|---|---|---|---|---|
| vLLM | 1200 | 35 | 1.8 | 72 | 7 |
| SGLang | 1350 ± 20 | 31 | 2.1 | 75 | 8 |
| LMDeploy | 1100 | 40 | 1.6 | 70 | 9 |
"""


def test_a_columns_reading_is_kept_once_and_each_cell_gets_its_own_claim():
    """How a table column reads its bare numbers depends on its header and caption alone
    (metric._column_reading, kept per column): every cell still gets the column's unit, kind and
    flags — a header unit, a metric's assumed table unit, ×, %; none for a note column — and the
    same claims as with the memo emptied before each cell's document."""
    from claimcheck.frames.extractor import Extractor
    ex = Extractor(fast=True)
    claims = ex.extract(Document("t.md", _TABLE, "2026-09-28")).claims
    got = [(c.surface, c.kind, c.unit, "unit_assumed" in c.flags) for c in claims]
    assert got == [(v, k, u, a) for row in (("1200", "35", "1.8", "72"), ("1350", "31", "2.1", "75"),
                                            ("1100", "40", "1.6", "70"))
                   for v, (k, u, a) in zip(row, [("quantity", "tok/s", False), ("quantity", "ms", True),
                                                  ("ratio", "×", False), ("percent", "%", False)])]
    assert (claims[4].low, claims[4].high) == ("1330", "1370")  # the cell's own spread, not the column's
    assert len(ex.frames.column_memo) == 5  # one reading per column with a bare number
    ex.forget()
    assert not ex.frames.column_memo
    assert [repr(c) for c in ex.extract(Document("t.md", _TABLE, "2026-09-28")).claims] == [repr(c) for c in claims]


def test_forget_empties_the_memos_and_keeps_the_claims():
    from claimcheck.frames.extractor import Extractor
    ex = Extractor(fast=True)
    doc = Document("a.md", TEXTS[0] + TEXTS[2], "2026-09-28")
    before = [repr(c) for c in ex.extract(doc).claims]
    assert ex._hit_memo and ex.frames.entities._mention_memo
    ex.forget()
    assert not ex._hit_memo and not ex._name_memo and not ex.frames.entities._mention_memo
    assert not ex.frames.entities._known_memo and not ex.frames.gate_memo and not ex.frames.entities._discover_memo
    assert not ex.grammar._normal_memo
    assert [repr(c) for c in ex.extract(doc).claims] == before


# -- audit: a version's section facts and keys from the previous version's (issue 18) -----------------
def _renamed(kind: str) -> list[str]:
    """Versions of a note whose headings and field lines change, by kind of change; every version's
    title carries its number (so every section path is renamed in every version)."""
    entry = ("### SlabKV（arXiv:2601.17886）\n来源：SlabKV 官方技术报告 https://arxiv.org/abs/2601.17886\n\n"
             "- SlabKV 在 H100 上吞吐 1,840 tok/s（Llama-3-8B，bs=8）。\n\n"
             "| 模型 | 吞吐 (tok/s) |\n|---|---|\n| Llama-3-8B | 1,840 |\n")
    other = ("### RingFold\nSource: RingFold paper v2, Table 3.\n\n"
             "- RingFold TTFT is 210 ms on Qwen3-32B, 20% faster than vLLM.\n")
    log = "## 变更记录\n\n- 2026-10-01 | 初版\n"
    out = []
    for v in range(6):
        title = f"# 推理活文档（v{v}）\n\n本文收录 {2 + v % 2} 个条目。\n\n"
        if kind == "title-stamp-zh":  # only the title changes: every path renamed, no fact changed
            body = f"## 一、方案\n\n{entry}\n{other}\n{log}"
        elif kind == "section-renamed-to-a-changelog-en":  # a section turns into a changelog and back
            head = "## Changelog" if v in (2, 3) else "## Notes"
            body = f"{head}\n\n- RingFold TTFT is {200 + v} ms on Qwen3-32B.\n\n## 一、方案\n\n{entry}"
        elif kind == "parent-renamed-to-a-changelog-en":  # the section above a kept subsection turns into one
            head = "## Release notes" if v in (2, 3) else "## Notes"
            body = f"{head}\n\n{other}\n## 一、方案\n\n{entry}"
        elif kind == "renamed-onto-a-sibling-zh":  # a heading renamed to a sibling's title: two sections merge
            second = "## 一、方案" if v in (2, 3) else "## 二、对比"
            body = f"## 一、方案\n\n{entry}\n{second}\n\n{other}"
        elif kind == "subsections-merge-zh":  # ... and so do two subsections of the same title under them
            second = "## 一、方案" if v in (2, 3) else "## 二、对比"
            body = f"## 一、方案\n\n{other}\n{entry}\n{second}\n\n{other}"
        elif kind == "field-line-added-mixed":  # a source line comes and goes in a kept section
            src = "来源：RingFold 论文 v2 https://example.org/ringfold\n" if v % 2 else ""
            body = f"## 一、方案\n\n### RingFold\n{src}\n- RingFold TTFT 为 210 ms，比 vLLM 快 20%。\n\n{entry}"
        elif kind == "field-paragraph-comes-and-goes-zh":  # a source paragraph of its own under a kept heading
            src = "来源：RingFold 论文 v2 https://example.org/ringfold\n\n" if v % 2 else ""
            body = f"## 一、方案\n\n### RingFold\n\n{src}- RingFold TTFT 为 210 ms，比 vLLM 快 20%。\n\n{entry}"
        elif kind == "entry-moved-zh":  # an entry moves before another one and back
            pair = f"{other}\n{entry}" if v in (1, 2, 4) else f"{entry}\n{other}"
            body = f"## 一、方案\n\n{pair}"
        elif kind == "dated-source-zh":  # a source line read by the document date
            body = ("## 一、方案\n\n### RingFold\n来源：昨天的复测报告\n\n- RingFold TTFT 为 210 ms。\n\n"
                    f"{entry}")
        elif kind == "table-heading-renamed-en":  # the heading right above a table changes
            body = (f"## Results\n\n### SlabKV run {1 + v // 2}\n\n| Model | Throughput (tok/s) |\n|---|---|\n"
                    f"| Llama-3-8B | 1,840 |\n\n{other}")
        else:
            raise ValueError(kind)
        out.append(title + body)
    return out


_RENAMED = ["title-stamp-zh", "section-renamed-to-a-changelog-en", "parent-renamed-to-a-changelog-en",
            "renamed-onto-a-sibling-zh",
            "subsections-merge-zh", "field-line-added-mixed", "field-paragraph-comes-and-goes-zh", "entry-moved-zh", "dated-source-zh", "table-heading-renamed-en"]


@pytest.mark.parametrize("kind", _RENAMED)
def test_section_facts_and_keys_from_the_previous_version_equal_reading_them_whole(kind, monkeypatch):
    """Each version's section facts (path → SectionInfo) and every paragraph's key (changelog flags,
    the facts its claims read) are those a whole reading of the version gives, whether they were
    carried over from the previous version or read whole (a heading renamed onto a sibling's title
    merges its subsections with the sibling's of the same title: read whole); the claims and changelog notes equal those without carrying
    anything over."""
    import datetime as dt
    from claimcheck.frames.extractor import shared_extractor
    from claimcheck.history import incremental
    from claimcheck.history.versions import Version
    texts = _renamed(kind)
    carried = []
    since = incremental._sections_since

    def spy(*args):
        got = since(*args)
        carried.append(got is not None)
        return got
    monkeypatch.setattr(incremental, "_sections_since", spy)
    ix = incremental.IncrementalExtractor(shared_extractor(None), "notes.md")
    for i, text in enumerate(texts):
        date = (dt.date(2026, 10, 1) + dt.timedelta(days=i)).isoformat()
        view = ix.view(Version(label=f"v{i}", commit=None, date=date, text=text, path="notes.md"), i)
        assert view.sections == incremental._section_facts(ix, view.insts, view.date), (kind, i)
        for inst in view.insts:
            whole = incremental._section_key(ix, inst.para, inst.titles, view.sections, {})[2]
            assert inst.key == whole, (kind, i, inst.para.text[:40])
    assert len(carried) == len(texts) - 1
    if kind == "subsections-merge-zh":
        # merged in v2: read whole; parted in v4: the walk pairs the first 一、方案 with the one that
        # was second, the paragraphs between count as moved (their sections' facts merged again)
        assert carried == [True, False, True, True, True]
    else:
        assert all(carried)
    monkeypatch.setattr(incremental, "_sections_since", since)
    fast = _walk(texts, True, monkeypatch)
    monkeypatch.setattr(incremental, "INCREMENTAL_SECTIONS", False)
    whole = _walk(texts, True, monkeypatch)
    assert fast[0] == whole[0] and fast[1] == whole[1]
    if kind in ("section-renamed-to-a-changelog-en", "parent-renamed-to-a-changelog-en"):
        # under "## Changelog" / "## Release notes" the RingFold line is a note, not a claim
        ringfold = [sum(1 for c in claims if c.subject == "RingFold") for claims, _, _ in fast[0]]
        assert ringfold[2] == ringfold[3] == 0 < ringfold[1] and ringfold[4] > 0


@pytest.mark.parametrize("name", ["awesome-llm-inference", "lmdeploy-README_en", "lmdeploy-README_zh-CN",
                                  "spec-bench-leaderboard", "generated"])
def test_audit_with_section_facts_carried_over_equals_reading_them_whole(name, monkeypatch):
    """The whole audit (findings, versions, drifts, every track's observations, the work counts)
    of the real living documents and a generated history (its title carries the version number)
    is the same with section facts and keys carried over from the previous version as with them
    worked out whole in every version."""
    from claimcheck.history import incremental
    run = _audit_runner(name)
    monkeypatch.setattr(incremental, "INCREMENTAL_SECTIONS", True)
    fast = run()
    monkeypatch.setattr(incremental, "INCREMENTAL_SECTIONS", False)
    whole = run()
    assert _audit_output(fast) == _audit_output(whole)

    def counts(report):
        return {k: v for k, v in report.stats.items() if not k.endswith("seconds")}
    assert counts(fast) == counts(whole)


@pytest.mark.parametrize("path, changelog, expected", [
    (("推理活文档（v7）", "变更记录"), None, True),
    (("推理活文档（v7）", "变更", "记录"), None, False),               # a space between: no word
    (("推理活文档（v8）", "变更记录", "2026 年"), None, True),          # below a changelog
    (("Inference notes (v3)", "Release notes"), None, True),
    (("Inference notes (v3)", "Release", "notes"), None, True),        # "release notes" across the joint
    (("A change", "log of runs"), None, True),                          # "change log" across the joint
    (("推理笔记（v2）", "RELEASE", "Notes（2026）"), None, True),       # ... case folded
    (("Release", "note"), None, False),
    (("Notes", "Changes"), None, False),
    (("CHANGELOG",), None, True),                                       # case folded
    (("推理笔记", "Version History（摘要）"), None, True),              # mixed
    (("推理笔记", "一、方案", "SlabKV"), None, False),
    (("修订", "历史"), ("修订 历史", "log"), True),                   # custom words: one spans the joint
    (("Blog", "notes"), ("修订 历史", "log"), True),                  # a short word inside a title
    (("Blo", "g notes"), ("修订 历史", "log"), False),                # ... not across "o g"
])
def test_a_section_path_is_a_changelog_as_its_titles_joined_are(path, changelog, expected):
    """A path's changelog flag, worked out from its parent's and its last title (memoised by
    title, issue 18), is a search of its titles joined by spaces, whatever was asked before
    (the parents first, under another version-stamped root, or the path alone)."""
    from claimcheck.frames.extractor import shared_extractor
    from claimcheck.history import incremental
    from claimcheck.history.revisions import DEFAULT_CHANGELOG
    words = changelog or DEFAULT_CHANGELOG
    ix = incremental.IncrementalExtractor(shared_extractor(None), "notes.md", words)
    whole = bool(ix.changelog_re.search(" ".join(path)))
    assert whole == expected
    assert incremental._is_changelog(ix, path) == expected
    renamed = ("另一个标题（v9）",) + path[1:] if len(path) > 1 else path
    ix._changelog_memo.clear()
    for k in range(1, len(renamed) + 1):
        assert incremental._is_changelog(ix, renamed[:k]) == bool(ix.changelog_re.search(" ".join(renamed[:k])))
    ix._changelog_memo.clear()
    assert incremental._is_changelog(ix, path) == expected


def test_a_removed_claims_citations_compare_values_as_same_value_does():
    """The walk's comparison of a removed claim with the claims of its subject (readings worked out
    once per claim, issue 18) gives ``same_value(loose=True)`` for every pair: zh, en and mixed
    figures, ranges, approximate and bounded values, other units and kinds."""
    from claimcheck.frames.extractor import shared_extractor
    from claimcheck.history.incremental import IncrementalExtractor
    from claimcheck.history.tracks import _Walk, same_value
    ex = shared_extractor(None)
    text = ("# 结果\n\n- SlabKV 吞吐 1,840 tok/s，约 1.8k tok/s。\n- SlabKV throughput is 1840 tok/s on H100.\n"
            "- SlabKV 吞吐 1,900 tok/s；TTFT 210 ms，比 vLLM 快 20%，最高 2.1 倍。\n"
            "- RingFold speedup 1.5–1.8x; latency ≥ 200 ms; 0.21 s TTFT.\n")
    claims = ex.extract(Document(path="notes.md", text=text, date=None)).claims
    assert len(claims) >= 8
    walk = _Walk(IncrementalExtractor(ex, "notes.md"), ["throughput"])
    verdicts = {(i, j): walk._loosely_same(a, b) for i, a in enumerate(claims) for j, b in enumerate(claims)}
    assert verdicts == {(i, j): same_value(a, b, loose=True) for i, a in enumerate(claims) for j, b in enumerate(claims)}
    assert any(v for (i, j), v in verdicts.items() if i != j) and not all(verdicts.values())
    # asked again (the readings kept), the same
    assert all(walk._loosely_same(claims[i], claims[j]) == v for (i, j), v in verdicts.items())


def _claimless_edits(kind: str) -> list[str]:
    """Versions of a note whose paragraphs without claims come, go, move or repeat between
    paragraphs with claims (and one paragraph with claims repeated), by kind of edit."""
    a = "- SlabKV 在 H100 上吞吐 1,840 tok/s（Llama-3-8B）。\n"
    b = "- RingFold TTFT is 210 ms on Qwen3-32B, 20% faster than vLLM.\n"
    c = "| 模型 | 吞吐 (tok/s) |\n|---|---|\n| Llama-3-8B | 1,840 |\n"
    note = "详见上文。\n"
    prose = "See the appendix for the setup.\n"
    out = []
    for v in range(6):
        if kind == "inserted-zh":
            body = [a] + [note] * (v % 3) + [c, b]
        elif kind == "deleted-en":
            body = [prose, a, prose, b] if v % 2 else [a, b]
        elif kind == "moved-mixed":
            body = [note, a, b, prose, c] if v in (1, 2, 4) else [a, prose, b, c, note]
        elif kind == "repeated-with-claims-zh":  # a paragraph with claims stands twice, then once
            body = [a, note, a, b] if v in (1, 3) else [a, b, note]
        elif kind == "heading-renamed-mixed":
            body = [f"## 一、方案 run {v // 2}\n", note, a, "## Notes\n", b, c]
        else:
            raise ValueError(kind)
        out.append(f"# 推理笔记（v{v}）\n\n" + "\n".join(body) + "\n## 变更记录\n\n"
                   + "".join(f"- 2026-10-{d + 1:02d} | 更新 {d}\n" for d in range(v + 1)))
    return out


@pytest.mark.parametrize("kind", ["inserted-zh", "deleted-en", "moved-mixed", "repeated-with-claims-zh",
                                  "heading-renamed-mixed"])
def test_tracks_skipping_claimless_paragraphs_equal_pairing_every_paragraph(kind, monkeypatch):
    """The walk pairs only paragraphs with claims (issue 18): every track's observations, the
    findings and the versions are those of pairing every paragraph, whatever the claimless ones
    do around them."""
    from claimcheck.history import tracks
    from claimcheck.history.audit import audit_versions
    from claimcheck.history.versions import Version
    versions = [Version(label=f"v{i}", commit=None, date=f"2026-10-{i + 1:02d}", text=t, message="",
                        path="notes.md") for i, t in enumerate(_claimless_edits(kind))]
    fast = audit_versions(versions, path="notes.md")
    monkeypatch.setattr(tracks, "SKIP_CLAIMLESS", False)
    whole = audit_versions(versions, path="notes.md")
    assert _audit_output(fast) == _audit_output(whole)
    assert len(fast.tracks) >= 3 and all(t.observations for t in fast.tracks)


@pytest.mark.parametrize("name", ["awesome-llm-inference", "lmdeploy-README_en", "lmdeploy-README_zh-CN",
                                  "spec-bench-leaderboard", "generated"])
def test_audit_skipping_claimless_paragraphs_equals_pairing_every_paragraph(name, monkeypatch):
    """The whole audit of the real living documents and a generated history is the same when the
    walk pairs only paragraphs with claims as when it pairs every paragraph."""
    from claimcheck.history import tracks
    run = _audit_runner(name)
    fast = run()
    monkeypatch.setattr(tracks, "SKIP_CLAIMLESS", False)
    whole = run()
    assert _audit_output(fast) == _audit_output(whole)


def test_anchors_read_with_a_memo_equal_anchors_read_alone():
    """A matching step reads each table's lines and the names in its titles and caption once for
    all its cells (issue 18): every claim's anchor is the one read alone — two tables under one
    heading with other captions (zh, en), a caption in the paragraph before, prose claims."""
    import datetime as dt
    from claimcheck.frames.extractor import shared_extractor
    from claimcheck.history.incremental import IncrementalExtractor
    from claimcheck.history.tracks import anchor
    from claimcheck.history.versions import Version
    text = ("# 推理笔记（v3）\n\n## 结果 SlabKV\n\n表 1：H100 上的吞吐（SlabKV v2）\n"
            "| 模型 | 吞吐 (tok/s) | TTFT (ms) |\n|---|---|---|\n| Llama-3-8B | 1,840 | 210 |\n| Qwen3-32B | 620 | 480 |\n\n"
            "Table 2: RingFold on A100\n\n| Model | Throughput (tok/s) |\n|---|---|\n| Llama-3-8B | 1,310 |\n\n"
            "- SlabKV 比 vLLM 快 20%。\n")
    ix = IncrementalExtractor(shared_extractor(None), "notes.md")
    view = ix.view(Version(label="v3", commit=None, date="2026-10-03", text=text, path="notes.md"), 0)
    memo: dict = {}
    pairs = [(inst, k) for inst in view.insts for k in range(len(inst.variant.claims))]
    assert sum(1 for inst, k in pairs if anchor(inst, k).cell) >= 5
    assert [anchor(inst, k, memo) for inst, k in pairs] == [anchor(inst, k) for inst, k in pairs]
    assert len({anchor(inst, k).table_sig for inst, k in pairs if anchor(inst, k).cell}) == 2


@pytest.mark.parametrize("text", TEXTS, ids=["zh-section-table", "en-one-sentence", "mixed"])
def test_claims_of_one_document_share_their_recurring_values(text):
    """Memory (issue 18): equal section paths, sources, conditions and flags of one document's
    claims are one object each (a long note held a copy per claim), segments have no
    ``__dict__``, and each claim still equals one built from its own fields."""
    import dataclasses

    from claimcheck.frames.extractor import shared_extractor
    from claimcheck.model import Claim
    ex = shared_extractor(None)
    result = ex.extract(Document("a.md", text * 3, "2026-09-28"))
    claims = result.claims
    assert len(claims) >= 6
    for field in ("section", "source", "conditions", "flags", "doc_date"):
        values = [getattr(c, field) for c in claims]
        assert len({id(v) for v in values}) == len({v for v in values}), field  # equal ⇒ the same object
    assert all(not hasattr(s, "__dict__") for s in result.segments)
    for c in claims:
        assert Claim(**{f.name: getattr(c, f.name) for f in dataclasses.fields(Claim)}) == c


_HOP_CASES = {
    # (previous version, this version): the paragraphs found in place equal the pattern's
    "kept-zh": ("# 笔记（v1）\n\n吞吐 1,200 tok/s。\n\n## 二、延迟\n\nTTFT 210 ms。\n",
                "# 笔记（v2）\n\n吞吐 1,200 tok/s。\n\n## 二、延迟\n\nTTFT 210 ms。\n"),
    "line-appended-en": ("Throughput 1,200 tok/s.\n\nTTFT 210 ms.\n",
                         "Throughput 1,200 tok/s.\nOn H100.\n\nTTFT 210 ms.\n"),
    "blank-line-of-spaces-mixed": ("A 吞吐 1,200 tok/s。\n\nB TTFT 210 ms.\n\nC 1.5×\n",
                                   "A 吞吐 1,200 tok/s。\n  \t\nB TTFT 210 ms.\n\u3000\n\nC 1.5×\n"),
    "split-in-two-zh": ("吞吐 1,200 tok/s。\n延迟 210 ms。\n\n加速 1.5×。\n",
                        "吞吐 1,200 tok/s。\n\n延迟 210 ms。\n\n加速 1.5×。\n"),
    "joined-en": ("Throughput 1,200 tok/s.\n\nTTFT 210 ms.\n\nSpeedup 1.5x.\n",
                  "Throughput 1,200 tok/s.\nTTFT 210 ms.\n\nSpeedup 1.5x.\n"),
    "spaces-at-the-end-mixed": ("A 吞吐 1,200 tok/s。\n\nB 210 ms", "A 吞吐 1,200 tok/s。\n\nB 210 ms\n   "),
    "kept-paragraph-grows-at-the-end-en": ("A 1,200 tok/s.\n\nB 210 ms\n", "A 1,200 tok/s.\n\nB 210 ms\nC 1.5x"),
    "moved-and-repeated-zh": ("甲 1,200 tok/s。\n\n乙 210 ms。\n\n丙 1.5×。\n",
                              "丙 1.5×。\n\n甲 1,200 tok/s。\n\n甲 1,200 tok/s。\n\n乙 210 ms。\n"),
    "indented-first-line-en": ("  A 1,200 tok/s.\n\n\n  B 210 ms.\n", "  A 1,200 tok/s.\n\n  B 210 ms.\n\n\n"),
}


@pytest.mark.parametrize("kind", sorted(_HOP_CASES))
def test_paragraphs_found_in_place_equal_the_pattern(kind):
    """A version's paragraphs where the previous version's follow one another are compared in place
    (issue 18: the pattern no longer reads every unchanged character): the same (start, text) as
    the paragraph pattern, and a kept paragraph is the previous version's very string."""
    from claimcheck.history import incremental
    old, new = _HOP_CASES[kind]
    prev = [m.group() for m in incremental._BLOCK.finditer(old)]
    want = [(m.start(), m.group()) for m in incremental._BLOCK.finditer(new)]
    got = list(incremental._blocks(new, prev))
    assert got == want
    shared = [b for _, b in got if any(b is p for p in prev)]
    if kind == "kept-zh":
        assert [b for _, b in got][1:] == prev[1:] and len(shared) == 3  # all but the title, in place
    if kind in ("line-appended-en", "kept-paragraph-grows-at-the-end-en"):
        assert [b for _, b in got if b.startswith(("Throughput", "B"))][0] not in prev  # grown: read again


@pytest.mark.parametrize("name", ["awesome-llm-inference", "lmdeploy-README_en", "lmdeploy-README_zh-CN",
                                  "spec-bench-leaderboard", "generated"])
def test_audit_finding_kept_paragraphs_in_place_and_without_the_collector_equals_the_plain_walk(name, monkeypatch):
    """The whole audit of the real living documents and a generated history is the same with the
    previous version's paragraphs found in place (incremental.HOP_KEPT) and the cyclic garbage
    collector off during the walk (audit.COLLECT_DURING_WALK) as with the pattern run over every
    version and the collector on; the collector is on again afterwards."""
    import gc
    from claimcheck.history import audit as audit_mod, incremental
    run = _audit_runner(name)
    fast = run()
    assert gc.isenabled()
    monkeypatch.setattr(incremental, "HOP_KEPT", False)
    monkeypatch.setattr(audit_mod, "COLLECT_DURING_WALK", True)
    plain = run()
    assert _audit_output(fast) == _audit_output(plain)


def test_the_walk_leaves_a_callers_collector_setting_as_it_was():
    """The audit switches the cyclic collector off for its walk only: on again after when it was on,
    still off when the caller had switched it off."""
    import gc
    from claimcheck.history.audit import audit_versions
    from claimcheck.history.versions import Version
    versions = [Version(label=f"v{i}", commit=None, date=f"2026-10-0{i}", text=f"# X\n\nX 吞吐 {n} tok/s。\n",
                        message="", path="n.md") for i, n in ((1, "1,200"), (2, "1,300"))]
    report = audit_versions(versions, path="n.md")
    assert gc.isenabled() and [f.code for f in report.findings] == ["CC401"]
    gc.disable()
    try:
        audit_versions(versions, path="n.md")
        assert not gc.isenabled()
    finally:
        gc.enable()
