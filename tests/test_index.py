"""The claim index (``claimcheck index``, ``check --index``): round trip, incremental updates,
stale rules, bad files, corrupt databases, concurrent writers and SIGKILL at random points.

The test documents are written here, in the seed's mixed zh/en style; every system name and
number in them is fictional.
"""
from __future__ import annotations

import contextlib
import os
import random
import shutil
import signal
import sqlite3
import subprocess
import sys
import time
from contextlib import closing
from pathlib import Path

import pytest
from typer.testing import CliRunner

import claimcheck
from claimcheck.frames.extractor import shared_extractor
from claimcheck.cli.core import app
from claimcheck.errors import InputError
from claimcheck.frames.extractor import Extractor
from claimcheck.store.index import SCHEMA_VERSION, ClaimIndex, text_hash, update_index
from claimcheck.text.ingest import read_document
from claimcheck.resources import default_rules_dir

ROOT = Path(__file__).resolve().parents[1]
DEMO = ROOT / "corpora" / "demo"
AS_OF = "2026-10-01"

NAMES = ["QuillServe", "FernSpec", "MarlinKV", "TidePrefill", "OrchidAttn", "BasaltCache", "KestrelDecode",
         "SableRoute", "CinderQuant", "JuniperPD"]
MODELS = ["Llama-3.1-8B", "Qwen3-32B", "DeepSeek-V3"]
HARDWARE = ["H100", "A100", "H200", "B200"]


# -- a small corpus in the seed's style ----------------------------------------------------
def doc_text(i: int, version: int = 0) -> tuple[str, str]:
    """(file name, text) of test document ``i``; ``version`` changes its numbers."""
    rng = random.Random(i * 7919 + version)
    name, other = NAMES[i % len(NAMES)], NAMES[(i + 3) % len(NAMES)]
    model, hw = MODELS[i % len(MODELS)], HARDWARE[i % len(HARDWARE)]
    day = 1 + i % 28
    tput = 1000 + 37 * i + 500 * version
    arxiv = f"2608.{10000 + i * 13:05d}"
    if i % 2 == 0:
        name_file = f"inbox-2026-09-{day:02d}-zh-{i:03d}.md"
        text = (f"# 收件箱笔记 — 2026-09-{day:02d}\n\n"
                f"作者：tester · 范围：serving 引擎 / 投机解码 · 测试语料，系统名与数字均为虚构。\n\n"
                f"## {name}（arXiv:{arxiv}）\n\n"
                f"来源：论文 §{1 + i % 6}.2；URL：https://arxiv.org/abs/{arxiv}\n"
                f"- {name} 在 {model}、{hw}、bs={2 ** (i % 6)} 条件下吞吐为 {tput:,} tok/s，TTFT 约 {40 + i % 50} ms。\n"
                f"- 相对 vLLM 0.11 加速 {1 + rng.randint(2, 30) / 10}×，显存占用 {20 + i % 50} GB。\n"
                f"- 作者计划于 2026 年 {1 + i % 12} 月发布 {name} 的 v0.{i % 9 + 1}.0。\n\n"
                f"## {other}\n\n"
                f"- 据知乎转载称，{other} 的平均接受长度达 {3 + rng.randint(0, 20) / 10}，未说明采样温度。\n")
    else:
        name_file = f"notes-2026-09-{day:02d}-en-{i:03d}.md"
        text = (f"# Inbox — 2026-09-{day:02d} (en)\n\n"
                "Scope: KV cache offload. Test corpus; systems and numbers are fictional.\n\n"
                f"## {name}\n\n"
                f"- Per the tech report, {name} reaches {tput:,} tok/s on {model} with 8×{hw}, TP{2 ** (i % 4)} and FP8.\n"
                f"- {name} cuts KV memory by {20 + i % 60}% versus the FP16 baseline "
                f"(source: https://{name.lower()}.example.org/blog).\n"
                f"- A CSDN repost claims {other} has a mean acceptance length of {3 + rng.randint(0, 20) / 10}.\n")
    if version and i % 5 == 0:
        text += f"- {name} 代码已于 2026-09-{day:02d} 在 GitHub 开源，兑现了作者此前的承诺。\n"
    return name_file, text


def write_corpus(folder: Path, n: int, version: int = 0, only: set[int] | None = None) -> list[Path]:
    folder.mkdir(parents=True, exist_ok=True)
    paths = []
    for i in range(n):
        if only is not None and i not in only:
            continue
        name, text = doc_text(i, version)
        (folder / name).write_text(text, encoding="utf-8")
        paths.append(folder / name)
    return paths


CONFLICT_CORPUS = {
    "notes-2026-09-20.md": """# 推理笔记 — 2026-09-20

作者：Lin · 范围：serving 引擎 / 投机解码 · 系统名与数字均为虚构。

## QuillServe（arXiv:2608.12345）

来源：论文 §5.2；URL：https://arxiv.org/abs/2608.12345
- QuillServe 在 Llama-3.1-8B、H100、bs=32 条件下吞吐为 4,210 tok/s，TTFT 约 85 ms。
- 相对 vLLM 0.11 加速 2.3×，显存占用 38 GB。

## FernSpec

- FernSpec 代码已于 2026-09-12 在 GitHub 开源，兑现了作者此前的承诺。
- FernSpec 在 Qwen3-32B、A100、bs=1 条件下平均接受长度 3.9。
""",
    "inbox-2026-09-25-en.md": """# Inbox — 2026-09-25 (en)

Scope: KV cache offload. Fictional systems and numbers.

## MarlinKV

- Per the tech report, MarlinKV reaches 1,870 tok/s on DeepSeek-V3 with 8×H200, EP8 and FP8.
- MarlinKV cuts KV memory by 60% versus the FP16 baseline (source: https://marlinkv.example.org/blog).
- TidePrefill 在 Llama-3.1-8B、H100 上 TTFT 为 120 ms（来源：Jay Sep 24 CSDN 转载）。
""",
}

DRAFT = """简报 · 2026-09-10

一、值得警惕的矛盾或待核实说法

C1：QuillServe 吞吐
- 据知乎转载称，QuillServe 在 Llama-3.1-8B、H100、bs=32 条件下吞吐为 2,410 tok/s。
C2：FernSpec 开源
- 作者计划于 2026 年 8 月开源 FernSpec 代码。
C3：MarlinKV
- MarlinKV 在 DeepSeek-V3、8×H200、EP8、FP8 条件下吞吐约 1,100 tok/s（CSDN 转载）。
- TidePrefill 相对 vLLM 0.11 的 TTFT 降低 40%。
"""


@pytest.fixture()
def conflict(tmp_path):
    corpus = tmp_path / "corpus"
    corpus.mkdir()
    for name, text in CONFLICT_CORPUS.items():
        (corpus / name).write_text(text, encoding="utf-8")
    drafts = tmp_path / "drafts"
    drafts.mkdir()
    draft = drafts / "briefing-2026-09-10.txt"
    draft.write_text(DRAFT, encoding="utf-8")
    db = tmp_path / "idx.sqlite"
    update_index([corpus], db)
    return corpus, draft, db


def _own_findings(report, own_files):
    """The findings of a direct run that concern the drafts (what api.check keeps with --index)."""
    own = {c.id for c in report.claims if c.file in own_files}
    return [f.to_json() for f in report.findings
            if own.intersection(f.claims) or (not f.claims and any(loc.file in own_files for loc in f.locations))]


def _cli(*args):
    return CliRunner().invoke(app, [str(a) for a in args])


def _rows(db: Path) -> dict:
    """key → (hash, claim rows, confirmation rows) straight from SQLite."""
    with ClaimIndex.open(db) as idx:
        content = dict((part[0], part[1:]) for part in idx.content())
    docs = {d[0]: d[2] for d in content["document"]}
    out = {}
    for key, digest in docs.items():
        out[key] = (digest, [r for r in content["claims"] if r[0] == key],
                    [r for r in content["confirmations"] if r[0] == key])
    return out


def _integrity(db: Path) -> list:
    with closing(sqlite3.connect(db)) as conn:
        return conn.execute("PRAGMA integrity_check").fetchall()


# -- round trip and comparison ------------------------------------------------------------
def test_claims_round_trip_exactly(tmp_path):
    corpus = tmp_path / "corpus"
    write_corpus(corpus, 12)
    shutil.copytree(DEMO, corpus / "demo")
    db = tmp_path / "idx.sqlite"
    stats = update_index([corpus], db)
    assert stats.errors == [] and len(stats.added) == 15
    extractor = shared_extractor(None)
    total = 0
    with ClaimIndex.open(db) as idx:
        for path in sorted(corpus.rglob("*.*")):
            if path.suffix not in (".md", ".txt"):
                continue
            doc = read_document(path)
            want = extractor.extract(doc).claims
            got = idx.claims(doc.path)
            assert got == want
            assert [repr(c) for c in got] == [repr(c) for c in want]  # Decimal exponents, tuples, flags
            total += len(want)
        assert idx.info().claims == total > 100


def test_check_with_index_gives_the_findings_of_the_corpus(conflict):
    corpus, draft, db = conflict
    direct = claimcheck.check([draft, corpus], as_of=AS_OF)
    via = claimcheck.check([draft], as_of=AS_OF, index=db)
    want = _own_findings(direct, {draft.as_posix()})
    got = [f.to_json() for f in via.findings]
    assert got == want
    conflicts = [f for f in got if f["code"] == "CC201"]
    files = {(f["subject"], tuple(sorted({loc["file"] for loc in f["locations"]}))) for f in conflicts}
    assert ("QuillServe", tuple(sorted([draft.as_posix(), (corpus / "notes-2026-09-20.md").as_posix()]))) in files
    assert ("MarlinKV", tuple(sorted([draft.as_posix(), (corpus / "inbox-2026-09-25-en.md").as_posix()]))) in files
    quill = next(f for f in conflicts if f["subject"] == "QuillServe")
    assert [(loc["line"], loc["surface"]) for loc in quill["locations"]] == [(6, "2,410 tok/s"), (8, "4,210 tok/s")]
    # the corpus confirms FernSpec's release: the overdue promise is silent with the index, loud without
    assert not any(f["code"] == "CC303" for f in got)
    alone = claimcheck.check([draft], as_of=AS_OF)
    assert any(f.code == "CC303" for f in alone.findings)
    assert via.indexed_claims and all(c.file.startswith(corpus.as_posix()) for c in via.indexed_claims)


def test_indexed_locations_open_from_the_current_folder(tmp_path, monkeypatch):
    """Issue 19 item 5: an index built with relative paths in one folder, read by check --index
    from another, names the indexed documents by paths that exist from the current folder."""
    corpus = tmp_path / "corpus"
    corpus.mkdir()
    for name, text in CONFLICT_CORPUS.items():
        (corpus / name).write_text(text, encoding="utf-8")
    (tmp_path / "drafts").mkdir()
    (tmp_path / "drafts" / "b.txt").write_text(DRAFT, encoding="utf-8")
    monkeypatch.chdir(tmp_path)
    built = _cli("index", "corpus", "--db", "idx.sqlite")
    assert built.exit_code == 0, built.output
    elsewhere = tmp_path / "drafts"
    monkeypatch.chdir(elsewhere)
    result = _cli("check", "b.txt", "--index", "../idx.sqlite", "--as-of", AS_OF, "--format", "json")
    assert result.exit_code == 1, result.output
    import json
    files = {loc["file"] for f in json.loads(result.stdout)["findings"] for loc in f["locations"]}
    indexed = files - {"b.txt"}
    assert indexed and all(Path(f).is_file() for f in indexed), files
    assert "../corpus/notes-2026-09-20.md" in indexed
    text = _cli("check", "b.txt", "--index", "../idx.sqlite", "--as-of", AS_OF).stdout
    assert "../corpus/notes-2026-09-20.md:8" in text


def test_reading_an_index_leaves_no_wal_files_beside_it(conflict):
    corpus, draft, db = conflict
    claimcheck.check([draft], as_of=AS_OF, index=db)
    _cli("check", draft, "--index", db, "--as-of", AS_OF)
    beside = sorted(p.name for p in db.parent.iterdir() if p.name.startswith(db.name))
    assert beside == [db.name]
    with closing(sqlite3.connect(db)) as conn:
        assert conn.execute("PRAGMA journal_mode").fetchone()[0] == "delete"


def test_cli_check_and_warnings_with_index(conflict):
    corpus, draft, db = conflict
    direct = _cli("check", draft, corpus, "--as-of", AS_OF, "--format", "json")
    via = _cli("check", draft, "--index", db, "--as-of", AS_OF, "--format", "json")
    assert direct.exit_code == via.exit_code == 1
    import json
    d, v = json.loads(direct.stdout), json.loads(via.stdout)
    own = {c["id"] for c in d["claims"] if c["file"] == draft.as_posix()}
    assert v["findings"] == [f for f in d["findings"] if own.intersection(f["claims"])]
    text = _cli("check", draft, "--index", db, "--as-of", AS_OF)
    line = next(ln for ln in text.stdout.splitlines() if "CC201" in ln and "QuillServe" in ln)
    assert line.startswith(f"{draft.as_posix()}:6:") and "notes-2026-09-20.md:8" in line
    warn = _cli("warnings", draft, "--index", db, "--as-of", AS_OF, "--lang", "en")
    assert warn.exit_code == 0
    assert "⚠️ C1: QuillServe" in warn.stdout and "notes-2026-09-20.md:8" in warn.stdout


def test_warnings_with_index_quote_both_sides_in_full(conflict):
    corpus, draft, db = conflict
    warn = _cli("warnings", draft, "--index", db, "--as-of", AS_OF, "--lang", "en")
    direct_report = claimcheck.check([draft, corpus], as_of=AS_OF, lang="en")
    direct_report.findings = [f for f in direct_report.findings
                              if {c.id for c in direct_report.claims if c.file == draft.as_posix()} & set(f.claims)]
    assert warn.stdout == direct_report.to_markdown("en")


def test_line_texts_of_indexed_identifiers(conflict):
    corpus, draft, db = conflict
    with ClaimIndex.open(db) as idx:
        ids = [c for c in idx.claims() if c.kind == "identifier"]
        texts = idx.line_texts(ids)
    notes = (corpus / "notes-2026-09-20.md").as_posix()
    assert texts[(notes, 5)] == "## QuillServe（arXiv:2608.12345）"


def test_schema_version_and_group_queries_use_an_index(conflict):
    corpus, draft, db = conflict
    with closing(sqlite3.connect(db)) as conn:
        assert conn.execute("SELECT MAX(version) FROM schema_version").fetchone() == (SCHEMA_VERSION,)
        assert conn.execute("PRAGMA journal_mode").fetchone() == ("delete",)  # WAL only while updating
        plan = " ".join(str(row) for row in conn.execute(
            "EXPLAIN QUERY PLAN SELECT * FROM claims WHERE subject = ? AND metric = ?", ("QuillServe", "throughput")))
        assert "USING INDEX claims_subject_metric" in plan, plan
        plan = " ".join(str(row) for row in conn.execute(
            "EXPLAIN QUERY PLAN SELECT * FROM claims WHERE metric = ? AND norm_value = ? AND subject IS NOT NULL",
            ("throughput", "4281.51")))
        assert "USING INDEX claims_metric_value" in plan, plan
        columns = {row[1] for row in conn.execute("PRAGMA table_info(documents)")}
        assert {"path", "hash", "date", "indexed_at"} <= columns


def test_a_process_pool_indexes_the_same_content(tmp_path, monkeypatch):
    import claimcheck.store.index as index_module
    corpus = tmp_path / "corpus"
    write_corpus(corpus, 6)
    update_index([corpus], tmp_path / "one.sqlite")
    monkeypatch.setattr(index_module, "POOL_MIN_DOCS", 2)
    stats = update_index([corpus], tmp_path / "pool.sqlite", jobs=2)
    assert len(stats.added) == 6
    assert _content(tmp_path / "pool.sqlite") == _content(tmp_path / "one.sqlite")


def test_a_draft_that_is_also_indexed_is_not_compared_with_itself(conflict, tmp_path):
    corpus, draft, db = conflict
    before = [f.to_json() for f in claimcheck.check([draft], as_of=AS_OF, index=db).findings]
    update_index([corpus, draft.parent], db)
    with ClaimIndex.open(db) as idx:
        assert draft.as_posix() in [d[0] for d in idx.documents()]
    after = [f.to_json() for f in claimcheck.check([draft], as_of=AS_OF, index=db).findings]
    assert after == before


# -- incremental updates ------------------------------------------------------------------
def test_only_changed_documents_are_extracted_and_removed_ones_leave(tmp_path, monkeypatch):
    corpus = tmp_path / "corpus"
    paths = write_corpus(corpus, 8)
    db = tmp_path / "idx.sqlite"
    calls = []
    original = Extractor.extract
    monkeypatch.setattr(Extractor, "extract", lambda self, doc: (calls.append(doc.path), original(self, doc))[1])

    first = update_index([corpus], db)
    assert len(calls) == 8 and len(first.added) == 8 and first.documents == 8
    calls.clear()
    again = update_index([corpus], db)
    assert calls == [] and again.unchanged == 8 and again.extracted == []

    changed = paths[3]
    changed.write_text(doc_text(3, version=1)[1], encoding="utf-8")
    third = update_index([corpus], db)
    assert calls == [changed.as_posix()] and third.updated == [changed.as_posix()] and third.unchanged == 7
    with ClaimIndex.open(db) as idx:
        stored = {path: digest for path, digest, _, _ in idx.documents()}
        assert stored[changed.as_posix()] == text_hash(changed.read_text(encoding="utf-8"))
        assert "1,611 tok/s" in {c.surface for c in idx.claims(changed.as_posix())}  # 1000 + 37*3 + 500

    calls.clear()
    paths[5].unlink()
    fourth = update_index([corpus], db)
    assert calls == [] and fourth.removed == [paths[5].as_posix()] and fourth.documents == 7
    with ClaimIndex.open(db) as idx:
        assert paths[5].as_posix() not in [d[0] for d in idx.documents()]
        assert idx.claims(paths[5].as_posix()) == []
        assert not [c for c in idx.claims() if c.file == paths[5].as_posix()]


def test_documents_of_another_corpus_stay_and_bad_files_are_reported(tmp_path):
    a, b = tmp_path / "a", tmp_path / "b"
    write_corpus(a, 3)
    write_corpus(b, 6, only={3, 4, 5})
    (b / "binary.md").write_bytes(b"\x00\x01binary")
    (b / "gbk.txt").write_bytes("吞吐为 4,210 tok/s".encode("gbk"))
    db = tmp_path / "idx.sqlite"
    update_index([a], db)
    stats = update_index([b], db)
    assert sorted(e.code for e in stats.errors) == ["E003", "E004"]
    assert len(stats.added) == 3 and stats.removed == [] and stats.documents == 6
    result = _cli("index", b, "--db", db)
    assert result.exit_code == 2  # the readable files are indexed; the unreadable ones fail the run, as in check
    errors = result.stderr.strip().splitlines()
    assert len(errors) == 2 and all(line.startswith("claimcheck: error: ") for line in errors)
    assert any("binary.md: binary file" in line for line in errors)
    assert "indexed 6 documents" in result.stdout


def test_stats(conflict):
    corpus, draft, db = conflict
    result = _cli("index", "--stats", "--db", db)
    assert result.exit_code == 0, result.stderr
    lines = dict(line.split(":", 1) for line in result.stdout.splitlines())
    assert lines["documents"].strip() == "2"
    with ClaimIndex.open(db) as idx:
        info = idx.info()
    assert int(lines["claims"]) == info.claims > 5
    assert int(lines["subjects"]) == info.subjects >= 4  # QuillServe, FernSpec, MarlinKV, TidePrefill …
    assert int(lines["metrics"]) == info.metrics >= 3
    assert lines["last update"].strip().startswith("20") and "(current)" in lines["rules"]
    assert _cli("index", "--db", db).exit_code == 2  # neither corpus nor --stats
    with ClaimIndex.open(db) as idx:
        assert idx.newest_date() == "2026-09-25"


def test_changed_rules_reextract_everything_with_a_notice(tmp_path):
    corpus = tmp_path / "corpus"
    write_corpus(corpus, 4)
    db = tmp_path / "idx.sqlite"
    update_index([corpus], db)
    rules = tmp_path / "rules"
    shutil.copytree(default_rules_dir(), rules)
    with open(rules / "metrics.yaml", "a", encoding="utf-8") as fh:
        fh.write("\n# a local edit changes the rules hash\n")
    new_hash = shared_extractor(str(rules)).resources.hash
    notices = []
    with ClaimIndex.open(db, rules_hash=new_hash, notice=notices.append) as idx:
        assert idx.stale
    assert len(notices) == 1 and "claimcheck index" in notices[0]
    notices.clear()
    stats = update_index([corpus], db, rules_dir=str(rules), notice=notices.append)
    assert stats.rules_changed and len(stats.updated) == 4 and stats.unchanged == 0
    assert len(notices) == 1 and "\n" not in notices[0] and "stale" in notices[0]
    again = update_index([corpus], db, rules_dir=str(rules), notice=notices.append)
    assert again.unchanged == 4 and not again.rules_changed and len(notices) == 1
    with ClaimIndex.open(db, rules_hash=new_hash) as idx:
        assert not idx.stale and idx.rules_hashes == (new_hash,)
    # and back with the CLI: one notice line on stderr
    result = _cli("index", corpus, "--db", db)
    assert result.exit_code == 0
    notice = [ln for ln in result.stderr.splitlines() if "notice" in ln]
    assert len(notice) == 1 and "4 documents are stale" in notice[0]


# -- bad databases ----------------------------------------------------------------------------
@pytest.mark.parametrize("kind", ["garbage", "foreign", "corrupt", "newer"])
def test_bad_database_is_refused_and_left_untouched(conflict, tmp_path, kind):
    corpus, draft, db = conflict
    bad = tmp_path / f"{kind}.sqlite"
    if kind == "garbage":
        bad.write_bytes(os.urandom(5000))
        expected = "not a claimcheck index (not an SQLite database)"
    elif kind == "foreign":
        with closing(sqlite3.connect(bad)) as conn:
            conn.execute("CREATE TABLE users (id INTEGER, name TEXT)")
            conn.execute("INSERT INTO users VALUES (1, 'x')")
            conn.commit()
        expected = "not a claimcheck index (an SQLite database of another program, with tables users)"
    elif kind == "corrupt":
        with closing(sqlite3.connect(db)) as conn:
            conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
        data = bytearray(db.read_bytes())
        page = 4096
        data[page:page * 4] = random.Random(1).randbytes(page * 3)
        bad.write_bytes(bytes(data))
        expected = "the index is corrupt ("
    else:
        shutil.copy(db, bad)
        with closing(sqlite3.connect(bad)) as conn:
            conn.execute("INSERT INTO schema_version VALUES (?, 'later')", (SCHEMA_VERSION + 1,))
            conn.commit()
            conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
        expected = f"index schema version {SCHEMA_VERSION + 1} is newer"
    before = bad.read_bytes()
    for args in (["index", corpus, "--db", bad], ["check", draft, "--index", bad], ["index", "--stats", "--db", bad]):
        result = _cli(*args)
        assert result.exit_code == 2, (args, result.stdout)
        lines = result.stderr.strip().splitlines()
        assert len(lines) == 1 and lines[0].startswith(f"claimcheck: error: {bad.as_posix()}: ")
        assert expected in lines[0], lines[0]
        assert bad.read_bytes() == before
    with pytest.raises(InputError):
        update_index([corpus], bad)


def _sqlite_with(monkeypatch, *pragmas: str) -> None:
    """Every SQLite connection opened from now on runs ``pragmas`` first (how these tests make
    SQLite itself report a read-only database or a full disk, as the OS would)."""
    real = sqlite3.connect

    def connect(*args, **kwargs):
        conn = real(*args, **kwargs)
        for pragma in pragmas:
            conn.execute(pragma)
        return conn
    monkeypatch.setattr(sqlite3, "connect", connect)


def test_a_read_only_index_is_no_corrupt_one(conflict, monkeypatch):
    """Issue 17: a read-only index was called "corrupt … delete it". SQLite's read-only error
    (here from PRAGMA query_only, as from a read-only file or mount) says so, advises making
    it writable, and leaves the file as it was."""
    corpus, draft, db = conflict
    (corpus / "new.md").write_text("# new\n\nQuillServe 吞吐 3,000 tok/s。\n", encoding="utf-8")
    before = _rows(db)
    _sqlite_with(monkeypatch, "PRAGMA query_only = 1")
    with pytest.raises(InputError) as caught:
        update_index([corpus], db)
    message = str(caught.value)
    assert caught.value.code == "E037" and "read-only" in message and "writable" in message
    assert "is corrupt" not in message and "delete it" not in message
    monkeypatch.undo()
    assert _rows(db) == before and _integrity(db) == [("ok",)]


@pytest.mark.skipif(not hasattr(os, "geteuid") or os.geteuid() == 0,
                    reason="root writes through file permissions; test_a_read_only_index_is_no_corrupt_one "
                           "covers SQLite's read-only error")
def test_a_read_only_index_file_is_reported_as_read_only(conflict, tmp_path):
    corpus, draft, db = conflict
    (corpus / "new.md").write_text("# new\n\nQuillServe 吞吐 3,000 tok/s。\n", encoding="utf-8")
    folder = tmp_path / "ro"
    folder.mkdir()
    copy = folder / "ix.sqlite"
    shutil.copy(db, copy)
    copy.chmod(0o444)
    folder.chmod(0o555)
    try:
        result = _cli("index", corpus, "--db", copy)
        assert result.exit_code == 2
        assert "read-only" in result.stderr and "is corrupt" not in result.stderr, result.stderr
    finally:
        folder.chmod(0o755)


def test_a_full_disk_is_no_corrupt_index(conflict, monkeypatch):
    """Issue 17: a full disk said the index was "left untouched" (and corrupt) after writing.
    SQLite's SQLITE_FULL (here from PRAGMA max_page_count) is E038: the documents written before
    stay, the one being written is rolled back, the index is consistent; freeing space and
    running again finishes the job."""
    corpus, draft, db = conflict
    with ClaimIndex.open(db) as idx:
        documents = idx.info().documents
    for i in range(30):
        (corpus / f"more-{i:02d}.md").write_text(f"# more {i}\n\n" + "".join(
            f"- Sys{i}x{j} 在 H100 上吞吐 {1000 + j:,} tok/s，延迟 {10 + j} ms（来源：https://example.org/{i}/{j}）。\n"
            for j in range(40)), encoding="utf-8")
    with closing(sqlite3.connect(db)) as conn:
        pages = conn.execute("PRAGMA page_count").fetchone()[0]
    with monkeypatch.context() as m:
        _sqlite_with(m, f"PRAGMA max_page_count = {pages + 12}")
        with pytest.raises(InputError) as caught:
            update_index([corpus], db)
    message = str(caught.value)
    assert caught.value.code == "E038" and "disk is full" in message and "free some space" in message
    assert "is corrupt" not in message and "untouched" not in message
    assert _integrity(db) == [("ok",)]
    with ClaimIndex.open(db) as idx:
        assert idx.info().documents >= documents
    finished = update_index([corpus], db)
    assert finished.errors == [] and finished.unchanged >= documents
    with ClaimIndex.open(db) as idx:
        assert idx.info().documents == documents + 30


def test_missing_index_is_an_error(conflict, tmp_path):
    corpus, draft, db = conflict
    result = _cli("check", draft, "--index", tmp_path / "nope.sqlite")
    assert result.exit_code == 2
    assert result.stderr.strip() == (f"claimcheck: error: {(tmp_path / 'nope.sqlite').as_posix()}: no such index; "
                                     f"build it with `claimcheck index CORPUS… --db {(tmp_path / 'nope.sqlite').as_posix()}`")
    assert not (tmp_path / "nope.sqlite").exists()


# -- processes: concurrency and SIGKILL -------------------------------------------------------
N_DOCS = 40


def _index_process(corpus: Path, db: Path, jobs: int = 1) -> subprocess.Popen:
    env = {**os.environ, "PYTHONUNBUFFERED": "1"}
    return subprocess.Popen([sys.executable, "-m", "claimcheck", "index", str(corpus), "--db", str(db), "-j", str(jobs)],
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env)


@pytest.fixture(scope="module")
def kill_corpus(tmp_path_factory):
    """A corpus (v1), its v2 (a third of the documents changed), and reference indexes of both."""
    base = tmp_path_factory.mktemp("kill")
    v1, v2 = base / "v1" / "corpus", base / "v2" / "corpus"
    write_corpus(v1, N_DOCS)
    write_corpus(v2, N_DOCS)
    changed = {i for i in range(N_DOCS) if i % 3 == 0}
    write_corpus(v2, N_DOCS, version=1, only=changed)
    (v2 / doc_text(1)[0]).unlink()  # and one removed
    ref1, ref2 = base / "ref1.sqlite", base / "ref2.sqlite"
    update_index([v1], ref1)
    # updates run in one work folder (document keys are absolute paths): v2's reference is built there
    work = base / "work" / "corpus"
    shutil.copytree(v2, work)
    update_index([work], ref2)
    return {"v1": v1, "v2": v2, "work": work, "ref1": ref1, "ref2": ref2, "base": base}


def _content(db: Path) -> list:
    with ClaimIndex.open(db) as idx:
        return idx.content()


def test_two_index_processes_at_once_both_finish(kill_corpus, tmp_path):
    corpus, db = kill_corpus["v1"], tmp_path / "idx.sqlite"
    procs = [_index_process(corpus, db), _index_process(corpus, db)]
    # both extract all 40 documents while the other holds the write lock now and then: on a loaded
    # machine that took over the old 120 s (a failure with no finding in it); the checks are the same
    outs = [p.communicate(timeout=900) for p in procs]
    assert [p.returncode for p in procs] == [0, 0], outs
    assert all(f"indexed {N_DOCS} documents" in out for out, _ in outs), outs
    assert _integrity(db) == [("ok",)]
    assert _content(db) == _content(kill_corpus["ref1"])


@pytest.mark.slow
def test_two_corpora_indexed_at_once_into_one_db(kill_corpus, tmp_path):
    db, other = tmp_path / "idx.sqlite", tmp_path / "other"
    write_corpus(other, 6, version=2)
    procs = [_index_process(kill_corpus["v1"], db), _index_process(other, db)]
    assert [p.wait(timeout=120) for p in procs] == [0, 0]
    assert _integrity(db) == [("ok",)]
    with ClaimIndex.open(db) as idx:
        assert len(idx.documents()) == N_DOCS + 6


def _wait_then_kill(proc: subprocess.Popen, db: Path, reached, rng: random.Random) -> bool:
    """SIGKILL ``proc`` once ``reached(conn)`` is true of the db (None: once the file exists),
    after a random 0–20 ms more, so the kill lands anywhere: schema setup, extraction,
    mid-transaction, commit, removal.  True when the kill found the process still running."""
    deadline = time.monotonic() + 60
    while proc.poll() is None and time.monotonic() < deadline:
        if db.exists():
            if reached is None:
                break
            try:
                with closing(sqlite3.connect(db.resolve().as_uri() + "?mode=ro", uri=True, timeout=0.05)) as conn:
                    if reached(conn):
                        break
            except sqlite3.Error:
                pass
        time.sleep(0.003)
    time.sleep(rng.uniform(0, 0.02))
    proc.send_signal(signal.SIGKILL)
    return proc.wait(timeout=30) == -signal.SIGKILL


def _documents_at_least(n: int):
    return lambda conn: conn.execute("SELECT COUNT(*) FROM documents").fetchone()[0] >= n


def _new_versions_at_least(n: int, new_hashes: set):
    return lambda conn: sum(1 for (h,) in conn.execute("SELECT hash FROM documents") if h in new_hashes) >= n


def _kill_build_and_resume(kill_corpus, tmp_path, rng: random.Random, round_: int) -> bool:
    corpus = kill_corpus["v1"]
    db = tmp_path / f"build-{round_}.sqlite"
    target = rng.randint(-1, N_DOCS - 1)
    proc = _index_process(corpus, db)
    killed = _wait_then_kill(proc, db, None if target < 0 else _documents_at_least(target), rng)
    if db.exists():
        assert _integrity(db) == [("ok",)], f"round {round_}: killed at {target}"
    stats = update_index([corpus], db)
    assert stats.errors == []
    assert _content(db) == _content(kill_corpus["ref1"]), f"round {round_}: killed at {target}"
    return killed


def _kill_update_and_resume(kill_corpus, tmp_path, rng: random.Random, round_: int) -> bool:
    """Kill an update v1 → v2: each document is its old or its new version, never half."""
    work = kill_corpus["work"]
    db = tmp_path / f"update-{round_}.sqlite"
    shutil.rmtree(work)
    shutil.copytree(kill_corpus["v1"], work)
    update_index([work], db)
    old = _rows(db)
    shutil.rmtree(work)
    shutil.copytree(kill_corpus["v2"], work)
    new = _rows(kill_corpus["ref2"])
    new_hashes = {digest for digest, _, _ in new.values()} - {digest for digest, _, _ in old.values()}
    target = rng.randint(0, len(new_hashes))
    proc = _index_process(work, db)
    killed = _wait_then_kill(proc, db, _new_versions_at_least(target, new_hashes), rng)
    assert _integrity(db) == [("ok",)]
    for key, state in _rows(db).items():
        assert state in (old.get(key), new.get(key)), f"round {round_}: {key} is half written"
    update_index([work], db)
    assert _content(db) == _content(kill_corpus["ref2"])
    return killed


def test_sigkill_during_index_a_few_times(kill_corpus, tmp_path):
    rng = random.Random(20260928)
    killed = [_kill_build_and_resume(kill_corpus, tmp_path, rng, round_) for round_ in range(2)]
    killed.append(_kill_update_and_resume(kill_corpus, tmp_path, rng, 0))
    assert sum(killed) >= 2, killed  # the kills landed while `index` was running


@pytest.mark.slow
def test_sigkill_during_index_many_times(kill_corpus, tmp_path):
    rng = random.Random(int(os.environ.get("CLAIMCHECK_KILL_SEED", "7")))
    killed = [_kill_build_and_resume(kill_corpus, tmp_path, rng, round_) for round_ in range(14)]
    killed += [_kill_update_and_resume(kill_corpus, tmp_path, rng, round_) for round_ in range(10)]
    assert sum(killed) >= 20, killed


# -- stopping a parallel run stops its workers (issue 17) -------------------------------------------
def _children(pid: int) -> set[int]:
    """Every live descendant of ``pid`` (read from /proc)."""
    parents: dict[int, int] = {}
    for stat in Path("/proc").glob("[0-9]*/stat"):
        try:
            fields = stat.read_text().rsplit(")", 1)[1].split()
        except (OSError, IndexError):
            continue
        if fields[0] != "Z":  # a zombie has exited: it waits only to be reaped
            parents[int(stat.parent.name)] = int(fields[1])
    out, todo = set(), [pid]
    while todo:
        p = todo.pop()
        for child, parent in parents.items():
            if parent == p and child not in out:
                out.add(child)
                todo.append(child)
    return out


def _alive(pids: set[int]) -> set[int]:
    out = set()
    for pid in pids:
        try:
            state = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0]
        except OSError:
            continue
        if state != "Z":
            out.add(pid)
    return out


@pytest.mark.slow
@pytest.mark.skipif(not Path("/proc/self/stat").exists(), reason="needs /proc to list child processes")
@pytest.mark.parametrize("sig", [signal.SIGTERM, signal.SIGINT, signal.SIGKILL])
def test_stopping_a_parallel_index_stops_its_workers(tmp_path, sig):
    """``index -j 2`` stopped by SIGTERM or Ctrl-C (SIGINT to the parent alone) stops its pool
    workers and exits; after SIGKILL of the parent (which can stop nothing) the workers notice
    and exit by themselves.  No worker is left running."""
    from claimcheck.store import index as index_module
    corpus = tmp_path / "corpus"
    # enough documents that the run is still extracting when the signal comes (extraction got
    # several times faster in session 7: POOL_MIN_DOCS + 40 finished before the signal)
    write_corpus(corpus, index_module.POOL_MIN_DOCS * 10)
    proc = subprocess.Popen([sys.executable, "-m", "claimcheck", "index", str(corpus), "-j", "2",
                             "--db", str(tmp_path / "ix.sqlite")], stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                            start_new_session=True)
    try:
        deadline = time.monotonic() + 120
        workers: set[int] = set()
        while time.monotonic() < deadline and proc.poll() is None:
            workers = _children(proc.pid)
            if len(workers) >= 2:
                break
            time.sleep(0.2)
        assert len(workers) >= 2 and proc.poll() is None, "the pool never started"
        time.sleep(1.0)  # the workers are extracting now
        workers |= _children(proc.pid)
        os.kill(proc.pid, sig)
        _, stderr = proc.communicate(timeout=60)
        if sig != signal.SIGKILL:
            assert proc.returncode in (128 + sig, -sig, 130), (proc.returncode, stderr)
            assert b"Traceback" not in stderr, stderr
        deadline = time.monotonic() + 20
        while _alive(workers) and time.monotonic() < deadline:
            time.sleep(0.2)
        assert not _alive(workers), f"workers left running after {sig.name}: {sorted(_alive(workers))}"
    finally:
        if proc.poll() is None:
            proc.kill()
        with contextlib.suppress(ProcessLookupError, PermissionError):
            os.killpg(proc.pid, signal.SIGKILL)


@pytest.mark.parametrize("n,text", [(1, "indexed 1 document into x.sqlite"), (2, "indexed 2 documents into x.sqlite")])
def test_the_index_summary_counts_documents_in_the_right_number(n, text):
    from claimcheck.store.index import IndexStats
    assert IndexStats(db="x.sqlite", documents=n).summary().startswith(text + ":")
