"""claimcheck audit: history walking, incremental extraction, matching, CC401–CC403, outputs.

Histories are small scripted git repositories (STYLE.md item 12) or snapshot folders made in a
temporary directory; the real histories in ``../shared/corpora/real/living-doc`` are read at run
time (skipped when absent), and turned into git repositories with the dates of their
``manifest.tsv``.
"""
from __future__ import annotations

import csv
import datetime as dt
import io
import json
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from claimcheck.history.audit import audit, audit_versions
from claimcheck.history.examples import example_verdict
from claimcheck.history.incremental import IncrementalExtractor
from claimcheck.history.tracks import same_value
from claimcheck.history.timeline import TIMELINE_COLUMNS
from claimcheck.errors import InputError, UsageError
from claimcheck.history.versions import Version, folder_versions, git_versions

ROOT = Path(__file__).resolve().parents[1]
LIVING = ROOT.parent / "shared" / "corpora" / "real" / "living-doc"
SEED = ROOT.parent / "shared" / "seed" / "briefing-2026-09-28.txt"


# -- helpers: scripted git histories ------------------------------------------------------------
def _git(repo: Path, *args: str, date: str | None = None) -> str:
    env = dict(os.environ, GIT_AUTHOR_NAME="tester", GIT_AUTHOR_EMAIL="tester@example.invalid",
               GIT_COMMITTER_NAME="tester", GIT_COMMITTER_EMAIL="tester@example.invalid",
               GIT_CONFIG_GLOBAL=os.devnull, GIT_CONFIG_NOSYSTEM="1")
    if date:
        env["GIT_AUTHOR_DATE"] = env["GIT_COMMITTER_DATE"] = date
    return subprocess.run(["git", "-C", str(repo), *args], check=True, capture_output=True, text=True,
                          env=env).stdout


def commit_history(repo: Path, versions, name: str = "inference.md") -> Path:
    """Commit each (text, ISO date, message) in order as ``name`` in a new repository ``repo``."""
    repo.mkdir(parents=True, exist_ok=True)
    _git(repo, "init", "-q", "-b", "main")
    for text, date, message in versions:
        (repo / name).write_text(text, encoding="utf-8")
        _git(repo, "add", name)
        _git(repo, "commit", "-q", "--allow-empty", "-m", message, date=date)
    return repo / name


def repo_from_snapshots(folder: Path, repo: Path, name: str = "README.md", limit: int | None = None) -> Path:
    """A git repository whose history is the snapshots of ``folder``, committed in the order
    of its ``manifest.tsv`` with GIT_AUTHOR_DATE/GIT_COMMITTER_DATE from its ``date`` column."""
    with open(folder / "manifest.tsv", encoding="utf-8") as fh:
        rows = list(csv.DictReader(fh, delimiter="\t"))[:limit]
    return commit_history(repo, [((folder / f"{r['version']}.md").read_text(encoding="utf-8"), r["date"],
                                  r.get("subject") or r["version"]) for r in rows], name)


def write_snapshots(folder: Path, texts: list[str], dates: list[str] | None = None,
                    messages: list[str] | None = None) -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    rows = ["version\tcommit\tdate\tsubject"]
    for i, text in enumerate(texts, start=1):
        (folder / f"v{i:02d}.md").write_text(text, encoding="utf-8")
        rows.append(f"v{i:02d}\t\t{(dates or [])[i - 1] if dates else f'2026-10-{i:02d}'}\t"
                    f"{(messages or [''] * len(texts))[i - 1]}")
    (folder / "manifest.tsv").write_text("\n".join(rows) + "\n", encoding="utf-8")
    return folder


def versions_of(texts: list[str], messages: list[str] | None = None) -> list[Version]:
    return [Version(label=f"v{i}", commit=None, date=f"2026-10-{i:02d}", text=t,
                    message=(messages or [""] * len(texts))[i - 1], path="inference.md")
            for i, t in enumerate(texts, start=1)]


needs_git = pytest.mark.skipif(shutil.which("git") is None, reason="git is not installed")


def living(name: str) -> Path:
    folder = LIVING / name
    if not (folder / "manifest.tsv").exists():
        pytest.skip(f"../shared/corpora/real/living-doc/{name} is not available")
    return folder


# -- a scripted living document in the notes' mixed zh/en style -----------------------------------
def notes(*, slab="1,840 tok/s", ring="210 ms", draft="2.6×", log=(), order=("slab", "ring"), pad=" ",
          medals=("🥇", "🥈"), appendix=True, title="v1", extra="") -> str:
    entries = {
        "slab": ("### SlabKV（arXiv:2605.11234）\n来源：SlabKV 官方博客 https://slabkv.dev/blog\n"
                 f"- SlabKV 在 H100 上吞吐 {slab}（Llama-3-8B，bs=8）。\n"
                 "- 要点：把冷 KV 块下沉到 CPU 内存，decode 阶段与计算重叠。"),
        "ring": ("### RingFold\n来源：RingFold paper v1 https://arxiv.org/abs/2606.01234\n"
                 f"- RingFold TTFT is {ring} on Qwen3-32B, H100 (source: paper v1, Table 2)."),
    }
    table = ("| 系统 | 加速比 (×) | 吞吐 (tok/s) |\n|---|---|---|\n"
             f"|{pad}DraftLoom{medals[0]}{pad}|{pad}{draft.rstrip('×')}{pad}|{pad}2210{pad}|\n"
             f"|{pad}VeriSpec{medals[1]}{pad}|{pad}1.9{pad}|{pad}1950{pad}|")
    parts = [f"# inference.md 推理活文档（{title}）", "", "## 三、KV Cache 与显存", ""]
    parts += [entries[order[0]], ""]
    parts += ["## 四、投机解码", "", "DraftLoom 与 VeriSpec 的对比如下（bs=1）：", "", table, ""]
    parts += [entries[order[1]], ""]
    if extra:
        parts += [extra, ""]
    if appendix:
        parts += ["## 附录：数字对照", "", f"- SlabKV 吞吐 {slab}，见 §3。", ""]
    parts += ["## 五、本次变更摘要", ""] + [f"- {line}" for line in log] + [""]
    return "\n".join(parts)


# =============================================================================================
# history sources
# =============================================================================================
@needs_git
def test_git_versions_are_oldest_first_with_commit_dates_and_messages(tmp_path):
    path = commit_history(tmp_path / "repo", [
        ("SlabKV 吞吐 1,840 tok/s。\n", "2026-10-01T09:00:00+08:00", "add SlabKV"),
        ("SlabKV 吞吐 2,120 tok/s。\n", "2026-10-08T10:30:00+08:00", "re-measure"),
        ("SlabKV 吞吐 2,120 tok/s。\n\nDraftLoom 2.6×。\n", "2026-10-09T11:00:00+08:00", "add DraftLoom"),
    ])
    versions = list(git_versions(path))
    assert [v.message for v in versions] == ["add SlabKV", "re-measure", "add DraftLoom"]
    assert [v.date for v in versions] == ["2026-10-01T09:00:00+08:00", "2026-10-08T10:30:00+08:00",
                                          "2026-10-09T11:00:00+08:00"]
    assert versions[1].text == "SlabKV 吞吐 2,120 tok/s。\n"
    assert all(re.fullmatch(r"[0-9a-f]{40}", v.commit) and v.label == v.commit[:10] for v in versions)


@needs_git
def test_git_audit_takes_author_dates_and_is_as_of_the_newest_version(tmp_path):
    """Issue 19 item 4: a history rebased (or committed) today keeps when each change was
    written (author dates), 'as of' is the newest version's date, not the wall clock, and
    versions are named path@shortsha (git show sha:path opens them)."""
    repo = tmp_path / "repo"
    repo.mkdir()
    _git(repo, "init", "-q", "-b", "main")
    path = repo / "n.md"
    texts = ["SlabKV 吞吐 1,840 tok/s。\n", "SlabKV 吞吐 2,120 tok/s。\n", "SlabKV 吞吐 2,300 tok/s。\n"]
    days = ["2026-10-01T09:00:00+08:00", "2026-10-05T09:00:00+08:00", "2026-10-08T09:00:00+08:00"]
    for i, (text, day) in enumerate(zip(texts, days)):
        path.write_text(text, encoding="utf-8")
        _git(repo, "add", "n.md")
        # written on `day`, committed (rebased) now: the committer date is today
        env_day = {"GIT_AUTHOR_DATE": day}
        subprocess.run(["git", "-C", str(repo), "commit", "-qm", f"v{i}"], check=True, capture_output=True,
                       env=dict(os.environ, GIT_AUTHOR_NAME="t", GIT_AUTHOR_EMAIL="t@example.invalid",
                                GIT_COMMITTER_NAME="t", GIT_COMMITTER_EMAIL="t@example.invalid",
                                GIT_CONFIG_GLOBAL=os.devnull, GIT_CONFIG_NOSYSTEM="1", **env_day))
    report = audit(path, git=True, select=["CC401"], lang="en")
    assert [v.date for v in report.versions] == days
    assert report.as_of.isoformat() == "2026-10-08"
    head = _git(repo, "rev-parse", "HEAD").strip()
    assert report.findings[-1].primary.file == f"n.md@{head[:10]}"  # the path in the repository
    assert _git(repo, "show", f"{head[:10]}:n.md") == texts[-1]


@needs_git
def test_git_versions_follow_a_rename_and_respect_since_until(tmp_path):
    repo = tmp_path / "repo"
    commit_history(repo, [("v1: SlabKV 1,840 tok/s。\n", "2026-10-01T09:00:00+00:00", "one")], name="notes.md")
    _git(repo, "mv", "notes.md", "inference.md")
    _git(repo, "commit", "-q", "-m", "rename", date="2026-10-02T09:00:00+00:00")
    (repo / "inference.md").write_text("v3: SlabKV 2,120 tok/s。\n", encoding="utf-8")
    _git(repo, "commit", "-qam", "three", date="2026-10-03T09:00:00+00:00")
    (repo / "other.md").write_text("unrelated\n", encoding="utf-8")
    _git(repo, "add", "other.md")
    _git(repo, "commit", "-qm", "other file", date="2026-10-04T09:00:00+00:00")
    versions = list(git_versions(repo / "inference.md"))
    assert [(v.path, v.message) for v in versions] == [("notes.md", "one"), ("inference.md", "rename"),
                                                     ("inference.md", "three")]
    second = versions[1].commit
    assert [v.message for v in git_versions(repo / "inference.md", since=second)] == ["rename", "three"]
    assert [v.message for v in git_versions(repo / "inference.md", until=second)] == ["one", "rename"]
    # a revision that touches another file: the version in force there is the baseline
    head = _git(repo, "rev-parse", "HEAD").strip()
    assert [v.message for v in git_versions(repo / "inference.md", since=head)] == ["three"]
    with pytest.raises(UsageError):
        list(git_versions(repo / "inference.md", since="no-such-rev"))
    # a reversed range is said to be empty (a fresh-user trial, session 35, walked one version silently)
    with pytest.raises(UsageError, match=r"is not an ancestor of --until .*: the range is empty \(reversed\?\)"):
        list(git_versions(repo / "inference.md", since=versions[2].commit, until=second))


def test_folder_snapshots_are_ordered_by_numbers_dates_or_manifest(tmp_path):
    numbered = tmp_path / "numbered"
    numbered.mkdir()
    for n in (10, 2, 1):
        (numbered / f"inference-v{n}.md").write_text(f"版本 {n}：SlabKV 吞吐 {n},000 tok/s。\n", encoding="utf-8")
    assert [v.label for v in folder_versions(numbered)] == ["inference-v1", "inference-v2", "inference-v10"]
    dated = tmp_path / "dated"
    dated.mkdir()
    for day in ("2026-10-08", "2026-09-30", "2026-10-01"):
        (dated / f"inference-{day}.md").write_text(f"{day} SlabKV 吞吐 1,840 tok/s。\n", encoding="utf-8")
    assert [v.date for v in folder_versions(dated)] == ["2026-09-30", "2026-10-01", "2026-10-08"]
    listed = write_snapshots(tmp_path / "listed", ["a 1 tok/s\n", "b 2 tok/s\n", "c 3 tok/s\n"],
                             dates=["2026-10-03", "2026-10-01", "2026-10-02"], messages=["c", "a", "b"])
    assert [v.message for v in folder_versions(listed)] == ["a", "b", "c"]
    assert [v.label for v in folder_versions(listed, since="2026-10-02")] == ["v03", "v01"]
    bad = tmp_path / "bad"
    bad.mkdir()
    (bad / "notes.md").write_text("SlabKV\n", encoding="utf-8")
    (bad / "draft.md").write_text("SlabKV\n", encoding="utf-8")
    with pytest.raises(UsageError, match="cannot order snapshot"):
        list(folder_versions(bad))
    # dated notes of different documents are no history of one document
    unrelated = tmp_path / "unrelated"
    unrelated.mkdir()
    for name in ("briefing-2026-10-15.txt", "inbox-2026-10-14-en.md", "notes-2026-09-20.md"):
        (unrelated / name).write_text("SlabKV 吞吐 1,840 tok/s。\n", encoding="utf-8")
    with pytest.raises(UsageError, match=r"look like different documents \(names 'briefing', 'inbox en', 'notes'\)"):
        list(folder_versions(unrelated))
    mixed = tmp_path / "mixed"  # one document named two ways stays one history
    mixed.mkdir()
    for name in ("Inference_v3.md", "inference-2026-10-08.md", "inference v12.md"):
        (mixed / name).write_text("SlabKV 吞吐 1,840 tok/s。\n", encoding="utf-8")
    assert len(list(folder_versions(mixed))) == 3
    with pytest.raises(InputError):
        list(folder_versions(tmp_path / "missing"))


# =============================================================================================
# incremental extraction
# =============================================================================================
def _incremental_claims(ix: IncrementalExtractor, text: str, date: str = "2026-10-08", label: str = "v1"):
    view = ix.view(Version(label=label, commit=None, date=date, text=text, path=ix.path))
    day = view.date.isoformat() if view.date else None
    return [ix.materialise(inst, k, ix.path, day) for inst in view.insts for k in range(len(inst.variant.claims))]


def _full_claims(text: str, path: str, date: str = "2026-10-08"):
    from claimcheck.frames.extractor import shared_extractor as _extractor
    from claimcheck.text.ingest import Document, document_date
    return _extractor(None).extract(Document(path, text, document_date(path, text) or date)).claims


def _real(name: str, version: str) -> str:
    path = LIVING / name / f"{version}.md"
    if not path.exists():
        pytest.skip(f"{path} is not available")
    return path.read_text(encoding="utf-8")


FENCED_NOTES = ("# 部署\n\n## 启动\n\n```bash\n# 1. 下载 70B 权重\nvllm serve --max-num-seqs 256\n\n# 2. 压测\n"
                "python bench.py  # 120 ms\n```\n\nTTFT 为 120 ms，吞吐 3,200 tok/s。\n\n~~~\n8 GB\n\n~~~\n显存 38 GB\n")


# a front matter and indented code (no claims), and four spaces that continue a list item (prose):
# which is which depends on the blocks around a paragraph, read from the whole version
LAYOUT_NOTES = ("---\ntitle: RingFold notes\nversion: 0.23\nnote: up to 3.8x\n---\n\n# RingFold\n\n"
                "Setup:\n\n    python bench.py --rate 8  # 310 ms\n\n    throughput 9,999 tok/s\n\n"
                "- RingFold on H100:\n\n    reaches 3,000 tok/s\n\nRingFold TTFT 为 120 ms。\n")


@pytest.mark.parametrize("source", ["scripted", "lmdeploy-zh", "lmdeploy-en-fenced", "spec-bench", "seed", "fenced",
                                    "layout"])
def test_incremental_extraction_equals_a_full_extraction(source):
    from claimcheck.frames.extractor import shared_extractor as _extractor
    text = {"scripted": lambda: notes(log=["2026-10-08 | 新增 RingFold"]),
            "lmdeploy-zh": lambda: _real("lmdeploy-README_zh-CN", "v0040"),
            "spec-bench": lambda: _real("spec-bench-leaderboard", "v0020"),
            # fenced code with blank lines and "# comments" inside: one paragraph, no headings (issue 16)
            "lmdeploy-en-fenced": lambda: _real("lmdeploy-README_en", "v0014"),
            "fenced": lambda: FENCED_NOTES,
            "layout": lambda: LAYOUT_NOTES,
            "seed": lambda: SEED.read_text(encoding="utf-8") if SEED.exists() else pytest.skip("no seed")}[source]()
    ix = IncrementalExtractor(_extractor(None), "doc.md", changelog=["\x01none"])
    assert _incremental_claims(ix, text) == _full_claims(text, "doc.md")
    # the same text under another title (section paths differ) is reused, and still exact
    retitled = text.replace("\n", "\n\n# 新标题 v2\n\n", 1) if "\n" in text else text
    assert _incremental_claims(ix, retitled, label="v2") == _full_claims(retitled, "doc.md")


def test_a_title_that_gives_a_setting_and_then_not_changes_the_claims_under_it():
    """Every heading above a number is its caption (issue 14): a title that names a chip gives it
    to the figures under it, and the next version's title without it takes it away — the
    incremental walk reused the first version's claims, its section facts unchanged (an
    800-version history titled "…（v100）" carried hardware V100 to v800)."""
    from claimcheck.frames.extractor import shared_extractor as _extractor
    ix = IncrementalExtractor(_extractor(None), "doc.md", changelog=["\x01none"])
    body = "\n\n## 投机解码\n\n- DraftLoom 的平均接受长度 2.42（Llama-3-70B）。\n"
    for n, title in enumerate(["# 推理活文档（H100 实测）", "# 推理活文档（v101）", "# 推理活文档（A100 实测）"], 1):
        text = title + body
        got = _incremental_claims(ix, text, label=f"v{n}")
        assert got == _full_claims(text, "doc.md")
        assert [dict(c.conditions).get("hardware") for c in got if c.surface == "2.42"] == \
            [{1: "H100", 2: None, 3: "A100"}[n]]


def test_heading_holds_setting_tells_the_titles_a_number_reads_a_setting_from():
    from claimcheck.frames.conditions import heading_holds_setting
    from claimcheck.frames.extractor import shared_extractor as _extractor
    fb = _extractor(None).frames
    assert heading_holds_setting(fb, "Llama-8B on 1 x A100 (bf16)")
    assert heading_holds_setting(fb, "推理活文档（H100 实测）")
    assert not heading_holds_setting(fb, "推理活文档（v101）")
    assert not heading_holds_setting(fb, "三、KV Cache 与显存")


def test_unchanged_paragraphs_are_not_extracted_again():
    from claimcheck.frames.extractor import shared_extractor as _extractor
    ix = IncrementalExtractor(_extractor(None), "inference.md")
    _incremental_claims(ix, notes(title="v1"))
    first = dict(ix.stats)
    assert first["segments_extracted"] >= 8
    # a new title (every section path changes), one value revised, a changelog line added
    claims = _incremental_claims(ix, notes(title="v2", ring="180 ms", log=["修正 RingFold TTFT"]), label="v2")
    assert [c.surface for c in claims if c.subject == "RingFold" and c.metric == "ttft"] == ["180 ms"]
    assert ix.stats["segments_extracted"] - first["segments_extracted"] == 1      # the RingFold sentence
    segmented = ix.stats["paragraphs_segmented"] - first["paragraphs_segmented"]
    assert segmented == 3  # the title, the RingFold entry, the changelog
    assert ix.stats["paragraphs_reused"] == first["paragraphs_segmented"] + 1 - segmented


# =============================================================================================
# matching and the history rules
# =============================================================================================
def _codes(report, code=None):
    return [(f.code, report.label_of(f.primary.file), f.primary.line) for f in report.findings
            if code is None or f.code == code]


def test_moving_a_paragraph_and_reformatting_a_table_is_no_change():
    before = notes()
    after = notes(order=("ring", "slab"), pad="   ", medals=("🥈", "🥇"), title="v2")
    report = audit_versions(versions_of([before, after]), select=["CC4"])
    assert report.findings == []
    assert report.drifting() == []
    assert all(t.alive for t in report.tracks)
    assert len(report.tracks) == len(audit_versions(versions_of([before]), select=["CC4"]).tracks)


def test_silent_revision_names_both_values_and_versions():
    v1 = notes(log=["2026-10-01 | 新增 SlabKV、RingFold"])
    v2 = notes(slab="2,120 tok/s", log=["2026-10-08 | 新增 DraftLoom 对比表"], title="v2")
    report = audit_versions(versions_of([v1, v2]), select=["CC401"], lang="en")
    lines = v2.split("\n")
    body = lines.index("- SlabKV 在 H100 上吞吐 2,120 tok/s（Llama-3-8B，bs=8）。") + 1
    appendix = lines.index("- SlabKV 吞吐 2,120 tok/s，见 §3。") + 1
    # the appendix restates the figure: its own claim changed too (one finding per claim)
    assert _codes(report) == [("CC401", "v2", body), ("CC401", "v2", appendix)]
    f = report.findings[0]
    assert f.subject == "SlabKV" and f.metric == "throughput"
    assert "1,840 tok/s in v1 became 2,120 tok/s in v2" in f.message
    assert [loc.file for loc in f.locations] == ["inference.md@v2", "inference.md@v1"]
    assert [loc.line for loc in f.locations] == [body, body]
    zh = audit_versions(versions_of([v1, v2]), select=["CC401"], lang="zh").findings[0].message
    assert "v1 的 1,840 tok/s 在 v2 改为 2,120 tok/s" in zh


@pytest.mark.parametrize("heading", ["五、本次变更摘要", "CHANGELOG", "更新记录"])
def test_a_changelog_line_of_that_version_makes_the_revision_noted(heading):
    v1 = notes(log=["2026-10-01 | 新增 SlabKV"]).replace("五、本次变更摘要", heading)
    v2 = notes(slab="2,120 tok/s", log=["2026-10-01 | 新增 SlabKV", "2026-10-08 | 按论文 v2 表 3 修正 SlabKV 吞吐"],
               title="v2").replace("五、本次变更摘要", heading)
    assert audit_versions(versions_of([v1, v2]), select=["CC401"]).findings == []
    # an old changelog line that names SlabKV does not cover a later silent edit
    v3 = v2.replace("2,120 tok/s", "2,300 tok/s").replace("（v2）", "（v3）")
    assert _codes(audit_versions(versions_of([v1, v2, v3]), select=["CC401"]))[0][:2] == ("CC401", "v3")


@needs_git
def test_a_commit_message_is_a_note_of_its_version(tmp_path):
    v1 = notes(appendix=False)
    path = commit_history(tmp_path / "repo", [
        (v1, "2026-10-01T09:00:00+08:00", "add notes"),
        (notes(appendix=False, ring="180 ms"), "2026-10-05T09:00:00+08:00", "RingFold: TTFT re-measured (paper v2)"),
        (notes(appendix=False, ring="160 ms"), "2026-10-08T09:00:00+08:00", "typo fixes"),
    ])
    report = audit(path, git=True, select=["CC401"], lang="en")
    labels = [v.label for v in report.versions]
    assert [(code, labels.index(label)) for code, label, _ in _codes(report)] == [("CC401", 2)]
    assert "180 ms" in report.findings[0].message and "160 ms" in report.findings[0].message
    since = audit(path, git=True, since=report.versions[1].commit, select=["CC401"])
    assert len(since.versions) == 2 and len(since.findings) == 1


def test_value_flip_flop_fires_where_the_old_value_returns():
    texts = [notes(ring=v, title=f"v{i}", appendix=False) for i, v in enumerate(["210 ms", "150 ms", "210 ms"], 1)]
    report = audit_versions(versions_of(texts), select=["CC402"], lang="en")
    line = texts[2].split("\n").index("- RingFold TTFT is 210 ms on Qwen3-32B, H100 (source: paper v1, Table 2).") + 1
    assert _codes(report) == [("CC402", "v3", line)]
    assert "210 ms → 150 ms → 210 ms" in report.findings[0].message
    steady = [notes(ring=v, appendix=False) for v in ["210 ms", "180 ms", "150 ms"]]
    assert audit_versions(versions_of(steady), select=["CC402"]).findings == []


def test_a_revert_is_one_flip_flop_not_a_second_silent_revision():
    # an edit and its revert: the edit is a silent revision (CC401), the revert is told by the
    # flip-flop (CC402) alone (a fresh-user trial, session 34, got two CC401 and one CC402)
    texts = [notes(ring=v, title=f"v{i}", appendix=False) for i, v in enumerate(["210 ms", "150 ms", "210 ms"], 1)]
    report = audit_versions(versions_of(texts), select=["CC401", "CC402"], lang="en")
    line = texts[2].split("\n").index("- RingFold TTFT is 210 ms on Qwen3-32B, H100 (source: paper v1, Table 2).") + 1
    assert _codes(report) == [("CC401", "v2", line), ("CC402", "v3", line)]
    # without CC402 selected the revert is a silent revision of its own
    alone = audit_versions(versions_of(texts), select=["CC401"], lang="en")
    assert _codes(alone) == [("CC401", "v2", line), ("CC401", "v3", line)]


def test_claim_removed_while_another_section_or_a_cited_document_states_it(tmp_path):
    v1 = notes()
    gone = notes().replace("- SlabKV 在 H100 上吞吐 1,840 tok/s（Llama-3-8B，bs=8）。\n", "- （SlabKV 吞吐待核实，暂删）\n")
    report = audit_versions(versions_of([v1, gone]), select=["CC403"], lang="en")
    cite_line = gone.split("\n").index("- SlabKV 吞吐 1,840 tok/s，见 §3。") + 1
    assert _codes(report) == [("CC403", "v2", cite_line)]
    assert "1,840 tok/s was removed in v2" in report.findings[0].message
    # removed from both places: silent, unless a briefing still quotes it
    both_gone = gone.replace("- SlabKV 吞吐 1,840 tok/s，见 §3。", "- SlabKV：见 §3。")
    assert audit_versions(versions_of([v1, both_gone]), select=["CC403"]).findings == []
    briefing = tmp_path / "briefing-2026-10-09.md"
    briefing.write_text("## 今日要点\n- SlabKV 在 H100 上吞吐 1,840 tok/s（来源：inference.md）。\n", encoding="utf-8")
    cited = audit_versions(versions_of([v1, both_gone]), select=["CC403"], cite=[briefing])
    assert [(loc.file, loc.line) for loc in cited.findings[0].locations][0] == (briefing.as_posix(), 2)


def test_claim_removed_while_an_indexed_document_states_it(tmp_path):
    index = pytest.importorskip("claimcheck.store.index")
    corpus = tmp_path / "inbox"
    corpus.mkdir()
    (corpus / "briefing-2026-10-09.md").write_text("## 今日要点\n- SlabKV 在 H100 上吞吐 1,840 tok/s。\n", encoding="utf-8")
    db = tmp_path / "index.sqlite"
    index.update_index([corpus], db, notice=lambda line: None)
    v1 = notes(appendix=False)
    gone = v1.replace("- SlabKV 在 H100 上吞吐 1,840 tok/s（Llama-3-8B，bs=8）。\n", "- （SlabKV 吞吐待核实，暂删）\n")
    report = audit_versions(versions_of([v1, gone]), select=["CC403"], index=db)
    assert len(report.findings) == 1
    assert report.findings[0].primary.file.endswith("briefing-2026-10-09.md") and report.findings[0].primary.line == 2


def test_the_newest_version_is_checked_for_contradictions_between_sections():
    extra = "## 六、成本与基准\n\n- RingFold TTFT is 350 ms on Qwen3-32B, H100 (reproduction, inbox/tom)."
    report = audit_versions(versions_of([notes(), notes(extra=extra, title="v2")]), lang="en")
    conflicts = [f for f in report.findings if f.code == "CC201"]
    assert len(conflicts) == 1 and conflicts[0].subject == "RingFold"
    assert {loc.file for loc in conflicts[0].locations} == {"inference.md@v2"}
    assert {"210 ms", "350 ms"} == {loc.surface for loc in conflicts[0].locations}
    # the same two figures in one version that is not the newest are history, not a finding
    older = audit_versions(versions_of([notes(extra=extra), notes(title="v2")]), lang="en")
    assert not [f for f in older.findings if f.code == "CC201"]


def _history_examples():
    from claimcheck.resources import load_resources
    return [(r, i, e) for r in load_resources().rules if r.phase == "history" for i, e in enumerate(r.examples)]


@pytest.mark.parametrize("rule,index,example", _history_examples(),
                         ids=[f"{r.code}-{e.lang}-{'fires' if e.fires else 'silent'}-{i}" for r, i, e in _history_examples()])
def test_history_rule_examples_behave_as_documented(rule, index, example):
    assert example_verdict(rule, example) is None


def test_same_value_respects_written_precision_and_ranges():
    from claimcheck import extract_text
    a, b, c = (extract_text(t)[0] for t in ("SlabKV 吞吐 383.7 tok/s。", "SlabKV 吞吐约 384 tok/s。", "SlabKV 吞吐 38.37 tok/s。"))
    assert same_value(a, b) and not same_value(a, c)


# =============================================================================================
# outputs
# =============================================================================================
def _drift_report():
    texts = [notes(ring=v, title=f"v{i}", appendix=False) for i, v in enumerate(["210 ms", "180 ms", "210 ms"], 1)]
    return audit_versions(versions_of(texts, messages=["add", "re-measured", "revert"]), lang="en")


def test_timeline_csv_has_one_row_per_claim_and_version():
    report = _drift_report()
    rows = list(csv.DictReader(io.StringIO(report.timeline_csv())))
    ring = [(r["version"], r["value"], r["normalized_unit"]) for r in rows if r["subject"] == "RingFold" and r["metric"] == "ttft"]
    assert ring == [("v1", "210", "millisecond"), ("v2", "180", "millisecond"), ("v3", "210", "millisecond")]
    keys = {r["key"] for r in rows if r["subject"] == "RingFold" and r["metric"] == "ttft"}  # "paper v1" is a version claim
    assert len(keys) == 1 and next(iter(keys)).startswith("RingFold · ttft · hardware=H100, model=Qwen3-32B")
    per_version = {v: sum(1 for r in rows if r["version"] == v) for v in ("v1", "v2", "v3")}
    assert per_version["v1"] == per_version["v2"] == per_version["v3"] == report.versions[0].claims
    frame = report.timeline_frame()
    assert list(frame.columns)[:3] == ["key", "track", "version"] and len(frame) == len(rows)


def test_timeline_csv_is_the_rows_in_column_order_streamed_or_returned():
    """timeline_csv writes each claim's columns once per value and the version's per row: the
    same text as writing timeline_rows with a DictWriter (issue 18: half the time, and the CLI
    streams it to the file)."""
    report = _drift_report()
    buf = io.StringIO()
    writer = csv.DictWriter(buf, fieldnames=TIMELINE_COLUMNS, lineterminator="\n")
    writer.writeheader()
    writer.writerows(report.timeline_rows())
    streamed = io.StringIO()
    assert report.timeline_csv(streamed) is None
    assert report.timeline_csv() == streamed.getvalue() == buf.getvalue()
    rows = list(csv.reader(io.StringIO(buf.getvalue())))
    ring = [r for r in rows if r[15] == "RingFold" and r[16] == "ttft"]
    assert [(r[2], r[3], r[6], r[19]) for r in ring] == [("v1", "1", "210", "v1"), ("v2", "2", "180", "v2"),
                                                         ("v3", "3", "210", "v3")]


def test_json_output_keeps_the_contract_and_adds_the_audit():
    data = json.loads(json.dumps(_drift_report().to_json(), ensure_ascii=False))
    assert data["schema"] == 1 and {"claims", "findings", "as_of"} <= data.keys()
    assert [v["label"] for v in data["audit"]["versions"]] == ["v1", "v2", "v3"]
    drift = [d for d in data["audit"]["drifts"] if d["subject"] == "RingFold"][0]
    assert [(v["from"], v["to"], v["surface"]) for v in drift["values"]] == [
        ("v1", "v1", "210 ms"), ("v2", "v2", "180 ms"), ("v3", "v3", "210 ms")]
    assert {f["code"] for f in data["findings"]} >= {"CC401", "CC402"}


def test_html_report_is_self_contained_and_escapes_document_text():
    hostile = '<script>alert("x")</script> & <img src=x onerror=alert(1)>'
    texts = [notes(ring=v, title=f"v{i}", appendix=False, extra=f"### {hostile}\n- {hostile} 吞吐 {n} tok/s。")
             for i, (v, n) in enumerate([("210 ms", "100"), ("180 ms", "120")], 1)]
    html = audit_versions(versions_of(texts), lang="en").to_html()
    assert "<script>alert" not in html and "<img src=x" not in html
    assert "&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &lt;img" in html
    assert '<table id="findings">' in html and html.count("<svg") >= 2
    assert not re.search(r"""(?:src|href)\s*=\s*["']?(?:https?:)?//|@import|<link\b""", html)
    assert html.count("<script>") == 1  # our own filter script only


def test_history_lists_its_versions_and_reads_the_newest_readable_one_alone(tmp_path):
    import pickle
    folder = write_snapshots(tmp_path / "snaps", [notes(title="v1"), notes(title="v2", ring="180 ms"), "x"])
    (folder / "v03.md").write_bytes(b"\x00\x01binary")  # the newest cannot be read
    history = folder_versions(folder)
    assert len(history) == 3
    items = list(history)
    assert [type(i).__name__ for i in items] == ["Version", "Version", "InputError"]
    assert history.newest().label == "v02" and "180 ms" in history.newest().text
    # it goes to a second process as the list of versions, not their texts
    again = pickle.loads(pickle.dumps(history))
    assert [v.label for v in again if isinstance(v, Version)] == ["v01", "v02"]


def _four_versions(folder: Path) -> Path:
    extra = "## 六、复现\n\n- SlabKV 在 H100 上吞吐 2,400 tok/s（Llama-3-8B，bs=8），团队复现。"
    return write_snapshots(folder, [notes(title="v1"), notes(title="v2", ring="180 ms", log=["修正 RingFold TTFT"]),
                                    notes(title="v3", ring="180 ms", slab="1,900 tok/s"),
                                    notes(title="v4", ring="210 ms", slab="1,900 tok/s", extra=extra)])


def _comparable(report) -> str:
    data = report.to_json()
    data["audit"]["stats"] = {k: v for k, v in data["audit"]["stats"].items()
                              if not k.endswith("_seconds")}
    return json.dumps(data, ensure_ascii=False, sort_keys=True)


def test_audit_on_two_processes_writes_what_one_process_writes(tmp_path, monkeypatch):
    import claimcheck.history.audit as audit_module
    monkeypatch.setattr(audit_module, "PARALLEL_MIN_VERSIONS", 2)
    folder = _four_versions(tmp_path / "snaps")
    one, two = audit(folder, jobs=1), audit(folder, jobs=2)
    assert (one.newest_checked_apart, two.newest_checked_apart) == (False, True)
    assert _comparable(one) == _comparable(two)
    codes = [f.code for f in two.findings]
    assert "CC401" in codes and "CC402" in codes  # the history's (the slab change is silent; 210 ms returns)
    assert any(c < "CC300" for c in codes)         # the newest version's own (2,400 against 1,900 tok/s)


def _wrong_newest_check(*args):
    """A second process that checked something else (another text's extract)."""
    return "v04", b"other text", b"other extract", []


def test_a_second_process_that_checked_something_else_is_not_believed(tmp_path, monkeypatch):
    import claimcheck.history.audit as audit_module
    monkeypatch.setattr(audit_module, "PARALLEL_MIN_VERSIONS", 2)
    folder = _four_versions(tmp_path / "snaps")
    one = audit(folder, jobs=1)
    monkeypatch.setattr(audit_module, "_check_newest_version", _wrong_newest_check)
    two = audit(folder, jobs=2)
    assert two.newest_checked_apart is False
    assert _comparable(one) == _comparable(two)


def test_cli_audit_formats_exit_codes_and_errors(tmp_path):
    from typer.testing import CliRunner

    from claimcheck.cli.core import app
    folder = write_snapshots(tmp_path / "snaps", [notes(appendix=False), notes(ring="180 ms", appendix=False)])
    runner = CliRunner()
    timeline, page = tmp_path / "t.csv", tmp_path / "r.html"
    result = runner.invoke(app, ["audit", str(folder), "--lang", "en", "--timeline", str(timeline), "--html", str(page),
                                 "--fail-on", "low"])
    assert result.exit_code == 1, result.output
    # both figures cite the paper (primary): the risk is low
    found = re.search(r"^(\S+):(\d+):(\d+): CC401 silent-revision \[low\] RingFold TTFT", result.stdout, re.M)
    # an openable location: the snapshot's own file, line and column of the new value (issue 19 item 5)
    assert found and found.group(1) == (folder / "v02.md").as_posix(), result.stdout
    line = (folder / "v02.md").read_text(encoding="utf-8").split("\n")[int(found.group(2)) - 1]
    assert line[int(found.group(3)) - 1:].startswith("180 ms"), line
    # the message names versions by label and the location once
    assert "in v01 became 180 ms in v02" in result.stdout
    assert "2 versions, 1 drifting claim." in result.stdout
    assert timeline.read_text(encoding="utf-8").startswith("key,track,version,")
    assert "<svg" in page.read_text(encoding="utf-8")
    ok = runner.invoke(app, ["audit", str(folder), "--format", "json", "--fail-on", "never"])
    versions = json.loads(ok.stdout)["audit"]["versions"]
    assert ok.exit_code == 0 and [(v["label"], v["file"]) for v in versions] == \
        [("v01", (folder / "v01.md").as_posix()), ("v02", (folder / "v02.md").as_posix())]
    # every format --help offers is written (csv and sarif used to fall back to text)
    rows = list(csv.DictReader(io.StringIO(runner.invoke(app, ["audit", str(folder), "--format", "csv",
                                                                "--fail-on", "never"]).stdout)))
    assert [(r["file"], r["code"]) for r in rows] == [((folder / "v02.md").as_posix(), "CC401")]
    sarif = json.loads(runner.invoke(app, ["audit", str(folder), "--format", "sarif", "--fail-on", "never"]).stdout)
    assert [r["ruleId"] for r in sarif["runs"][0]["results"]] == ["CC401"]
    zh = runner.invoke(app, ["audit", str(folder), "--fail-on", "never"]).stdout.strip().splitlines()[-1]
    assert zh.endswith("；2 个版本，1 条漂移的声明。"), zh
    for args in (["audit", str(tmp_path / "missing")], ["audit", str(folder), "--git"],
                 ["audit", str(folder / "v01.md")], ["audit", str(folder), "--since", "v99"]):
        bad = runner.invoke(app, args)
        assert bad.exit_code == 2, args
        assert bad.stderr.count("\n") == 1 and bad.stderr.startswith("claimcheck: error: "), bad.stderr


# =============================================================================================
# real histories
# =============================================================================================
def _track(report, **want):
    for t in report.tracks:
        c = t.first
        if all(getattr(c, k) == v for k, v in want.items() if k != "key") and want.get("key", "") in t.key:
            return t
    raise AssertionError(f"no track with {want}")


def _timeline(report, track):
    return [(o.claim.surface, report.versions[o.start].label, report.versions[o.end].label) for o in track.values()]


def test_lmdeploy_zh_readme_comparison_with_vllm_drifts():
    report = audit(living("lmdeploy-README_zh-CN"), lang="en")
    vllm = [t for t in report.tracks if t.last.baseline == "vLLM"]
    # 性能: "TurboMind 的效率比 vLLM 高 30%" became "每秒处理的请求数是 vLLM 的 1.36 ~ 1.85 倍"
    perf = [t for t in vllm if t.drifts()]
    assert len(perf) == 1
    assert _timeline(report, perf[0]) == [("30%", "v0011", "v0018"), ("1.36 ~ 1.85 倍", "v0019", "v0040")]
    assert ("CC401", "v0019", 55) in _codes(report, "CC401")
    # later comparisons added next to it: 1.8× in the introduction (v0021), 1.5× on gpt-oss (v0036)
    added = sorted((report.versions[t.observations[0].start].label, t.first.surface) for t in vllm if not t.drifts())
    assert ("v0021", "1.8 倍") in added and ("v0036", "1.5倍") in added
    # the model table: Baichuan "7B - 13B" became "7B" in v0027 without a note
    assert ("CC401", "v0027", 106) in _codes(report, "CC401")


@needs_git
def test_lmdeploy_zh_readme_as_a_git_history(tmp_path):
    folder = living("lmdeploy-README_zh-CN")
    path = repo_from_snapshots(folder, tmp_path / "lmdeploy", limit=20)
    report = audit(path, git=True, lang="en")
    with open(folder / "manifest.tsv", encoding="utf-8") as fh:
        manifest = list(csv.DictReader(fh, delimiter="\t"))[:20]
    assert [v.date for v in report.versions] == [dt.datetime.fromisoformat(r["date"]).isoformat() for r in manifest]
    assert [v.message for v in report.versions] == [r["subject"] for r in manifest]
    perf = [t for t in report.tracks if t.last.baseline == "vLLM" and t.drifts()]
    assert [(o.claim.surface, report.versions[o.start].message) for o in perf[0].values()] == [
        ("30%", "[Doc] add Twitter link (#175)"), ("1.36 ~ 1.85 倍", "Improve user guide (#899)")]
    silent = [f for f in report.findings if f.code == "CC401"]
    assert silent and silent[0].primary.file == f"README.md@{report.versions[18].label}"
    assert report.versions[18].date == "2024-01-03T17:26:33+08:00"


def test_spec_bench_leaderboard_speedups_are_remeasured():
    report = audit(living("spec-bench-leaderboard"), lang="en")
    eagle = _track(report, subject="EAGLE", key="Leaderboard on 3090 › vicuna-7b-v1.3 fp16 › eagle × overall")
    assert _timeline(report, eagle) == [("2.08x", "v0001", "v0010"), ("2.16x", "v0011", "v0016"),
                                        ("2.03x", "v0017", "v0020")]
    pld = _track(report, subject="PLD", key="Leaderboard on A100 › vicuna-7b-v1.3 fp16 › pld × translation")
    assert _timeline(report, pld) == [("1.06x", "v0001", "v0010"), ("1.04x", "v0011", "v0019"), ("1.06x", "v0020", "v0020")]
    # PLD 1.06x → 1.04x → 1.06x returns in v0020, when the A100 setup changed (CUDA 11.4 → 11.5,
    # 64 → 96 CPU cores): a re-run, not a flip-flop; the lookahead returns of v0017 came with
    # PyTorch 2.0.1 → 2.5.1 (issue 14: these were the 6 false CC402)
    assert [f for f in report.findings if f.code == "CC402"] == []
    tables = {}
    for f in report.findings:
        assert f.code == "CC401" and f.message.startswith("table ")
        tables.setdefault(report.label_of(f.primary.file), []).append(f.message.split(":")[0])
    # one finding per re-measured table: 3090 and A100 7B (v0011), A100 13B/33B (v0012), 3090
    # (v0017), the A100 tables (v0020) — not one per cell (there were 384)
    assert tables == {"v0011": ["table Leaderboard on 3090", "table Leaderboard on A100 › Vicuna-7B-v1.3"],
                      "v0012": ["table Leaderboard on A100 › Vicuna-13B-v1.3", "table Leaderboard on A100 › Vicuna-33B-v1.3"],
                      "v0017": ["table Leaderboard on 3090"],
                      "v0020": [f"table Leaderboard on A100 › Vicuna-{n}B-v1.3" for n in (7, 13, 33)]}
    first = report.findings[0]
    assert "49 cells changed from v0010 to v0011" in first.message and "REST × Retrieval-aug. Generation 1.71x → 1.27x" in first.message
    assert len(first.claims) == 2 * 49 and len(first.locations) == 2 * 49   # every cell, new and old (bold ones too)
    # the v0017 and v0020 re-measurements came with a new setup: explained, low
    assert {report.label_of(f.primary.file) for f in report.findings if f.risk == "low" and "setup text" in f.message} \
        == {"v0017", "v0020"}
    assert all(t.alive for t in report.tracks if "eagle × overall" in t.key)


# =============================================================================================
# the HTML report in a real browser
# =============================================================================================
def _browser() -> str | None:
    return next((found for name in ("chromium", "chromium-browser", "google-chrome")
                 if (found := shutil.which(name))), None)


def _install_chromium() -> str | None:
    """Debian's chromium (and a CJK font for the screenshot), when running as root with apt-get."""
    if not hasattr(os, "geteuid") or os.geteuid() != 0 or shutil.which("apt-get") is None:
        return None
    env = dict(os.environ, DEBIAN_FRONTEND="noninteractive")
    subprocess.run(["apt-get", "update", "-qq"], check=False, capture_output=True, env=env, timeout=600)
    subprocess.run(["apt-get", "install", "-y", "-qq", "chromium", "fonts-wqy-zenhei"], check=False,
                   capture_output=True, env=env, timeout=1200)
    return _browser()


def _check_in_browser(browser: str, tmp_path: Path) -> None:
    """Render the report of a real history headless: screenshot, DOM, console."""
    page = tmp_path / "report.html"
    page.write_text(audit(living("spec-bench-leaderboard"), lang="en").to_html(max_plots=6), encoding="utf-8")
    flags = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
             "--disable-component-update", "--disable-sync", "--no-first-run", "--hide-scrollbars",
             f"--user-data-dir={tmp_path / 'profile'}", "--enable-logging=stderr", "--v=0",
             "--virtual-time-budget=3000"]
    shot = tmp_path / "report.png"
    run = subprocess.run([browser, *flags, f"--screenshot={shot}", "--window-size=1200,1600", page.as_uri()],
                         capture_output=True, text=True, timeout=120)
    assert shot.exists() and shot.stat().st_size > 20_000, run.stderr[-2000:]
    assert shot.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    console = [line for line in run.stderr.splitlines()
               if "CONSOLE" in line or "Uncaught" in line or "console" in line.lower() and "error" in line.lower()]
    assert console == [], console
    dom = subprocess.run([browser, *flags, "--dump-dom", page.as_uri()], capture_output=True, text=True, timeout=120)
    assert '<table id="findings">' in dom.stdout and "CC401" in dom.stdout
    plotted = re.search(r'<span id="plot-count">(\d+)</span>', dom.stdout)
    assert plotted and int(plotted.group(1)) >= 1   # set by the page's script: it ran without error
    if os.environ.get("CLAIMCHECK_SCREENSHOT"):
        shutil.copy(shot, os.environ["CLAIMCHECK_SCREENSHOT"])


@pytest.mark.skipif(_browser() is None, reason="chromium is not installed (the slow variant of this test installs it)")
def test_html_report_renders_in_headless_chromium(tmp_path):
    _check_in_browser(_browser(), tmp_path)


@pytest.mark.slow
@pytest.mark.skipif(_browser() is None and (not hasattr(os, "geteuid") or os.geteuid() != 0
                                            or shutil.which("apt-get") is None),
                    reason="chromium is absent and cannot be installed here (needs root and apt-get)")
def test_html_report_renders_in_headless_chromium_installing_it_if_needed(tmp_path):
    browser = _browser() or _install_chromium()
    if browser is None:
        pytest.skip("chromium could not be installed with apt-get")
    _check_in_browser(browser, tmp_path)


# =============================================================================================
# scale (slow): the benchmark's generator at a reduced size
# =============================================================================================
@pytest.mark.slow
def test_audit_of_a_long_history_finds_its_planted_revisions(tmp_path):
    out = tmp_path / "bench.json"
    subprocess.run([sys.executable, str(ROOT / "benchmarks" / "audit_bench.py"), "--versions", "60", "--bytes", "80000",
                    "--out", str(out)], check=True, capture_output=True, timeout=1200)
    result = json.loads(out.read_text(encoding="utf-8"))
    # the time ratio is the benchmark's to report (docs/benchmarks.md), never a timed assertion;
    # what the audit finds on the generated history is this test's
    assert result["recall"]["silent"]["reported"] >= 0.9 * result["recall"]["silent"]["events"]
    assert result["recall"]["removed"]["reported"] == result["recall"]["removed"]["events"]


# =============================================================================================
# tables, setups and catalogues (issue 14: CC401/CC402 compare like with like)
# =============================================================================================
_BOARD = {
    "en": ("# Speculative decoding leaderboard\n\n## Results on H100\n\n"
           "- Testing environment: PyTorch 2.5.1, CUDA {cuda}\n\n"
           "| Method | MT-Bench | GSM8K | Overall |\n|---|---|---|---|\n{rows}\n"),
    "zh": ("# 投机解码排行榜\n\n## H100 上的结果\n\n"
           "- 测试环境：PyTorch 2.5.1，CUDA {cuda}\n\n"
           "| 方法 | MT-Bench | GSM8K | 平均 |\n|---|---|---|---|\n{rows}\n"),
}
_ROWS = {"DraftLoom": ("2.10", "2.30", "2.20"), "VeriSpec": ("1.90", "2.00", "1.95"), "RingSpec": ("1.50", "1.60", "1.55")}


def board(lang: str = "en", cuda: str = "12.1", **rows) -> str:
    """A leaderboard snapshot; ``rows`` override rows of _ROWS (name=(mt, gsm, overall))."""
    table = dict(_ROWS, **rows)
    lines = [f"| {name} | {mt}x | {gsm}x | {avg}x |" for name, (mt, gsm, avg) in table.items()]
    return _BOARD[lang].format(cuda=cuda, rows="\n".join(lines))


def _table(lang):
    return "table Results on H100" if lang == "en" else "表格 H100 上的结果"


# (case, lang, versions, rule, expected [(version, risk)], words every message holds)
TABLE_ROWS = [
    # several cells drift a little, the order stays: one finding for the table, low
    ("small-drift", "en", [board(), board(DraftLoom=("2.14", "2.33", "2.23"), VeriSpec=("1.88", "2.02", "1.96"))],
     "CC401", [("v2", "low")], ["table Results on H100: 6 cells changed from v1 to v2", "the ranking by Overall is unchanged",
                                "DraftLoom × MT-Bench 2.10x → 2.14x"]),
    ("small-drift", "zh", [board("zh"), board("zh", DraftLoom=("2.14", "2.33", "2.23"), VeriSpec=("1.88", "2.02", "1.96"))],
     "CC401", [("v2", "low")], ["表格 H100 上的结果：v1 → v2 改动了 6 个单元格", "按 平均 的排名不变"]),
    # the ranking by the main column changes: medium, naming the rows
    ("ranking", "en", [board(), board(VeriSpec=("2.20", "2.40", "2.30"))],
     "CC401", [("v2", "medium")], ["3 cells changed", "the ranking by Overall changed (VeriSpec ⇄ DraftLoom)"]),
    ("ranking", "zh", [board("zh"), board("zh", VeriSpec=("2.20", "2.40", "2.30"))],
     "CC401", [("v2", "medium")], ["按 平均 的排名变了（VeriSpec ⇄ DraftLoom）"]),
    # a large change ranks above a small drift even when the order stays
    ("large", "en", [board(), board(RingSpec=("1.50", "1.10", "1.30"))],
     "CC401", [("v2", "medium")], ["RingSpec × GSM8K 1.60x → 1.10x"]),
    # 11 % on one cell is beyond re-run noise (table_large_change 10 %): medium
    ("beyond-noise", "zh", [board("zh"), board("zh", RingSpec=("1.50", "1.42", "1.55"))],
     "CC401", [("v2", "medium")], ["RingSpec × GSM8K：1.60x → 1.42x", "按 平均 的排名不变"]),
    # the same version changes the setup above the table (CUDA 12.1 → 12.4): explained, low
    ("setup", "en", [board(), board(cuda="12.4", VeriSpec=("2.20", "2.40", "2.30"))],
     "CC401", [("v2", "low")], ["the setup text around the table changed in v2 too (Testing environment: PyTorch 2.5.1, CUDA 12.4)"]),
    ("setup", "zh", [board("zh"), board("zh", cuda="12.4", VeriSpec=("2.20", "2.40", "2.30"))],
     "CC401", [("v2", "low")], ["表格周围的环境说明也在 v2 改了"]),
    # one cell: one finding all the same, in the singular
    ("one-cell", "en", [board(), board(RingSpec=("1.50", "1.60", "1.56"))],
     "CC401", [("v2", "low")], ["table Results on H100: 1 cell changed", "RingSpec × Overall 1.55x → 1.56x"]),
    # a title that carries the version's number and date renews them every version: no new setup,
    # the ranking change stays medium (fresh-user trial, session 18: "环境说明也改了（# …（v020，2026-08-21））")
    ("stamped-title", "zh", [board("zh").replace("# 投机解码排行榜", "# 投机解码排行榜（v019，2026-08-20）"),
                             board("zh", VeriSpec=("2.20", "2.40", "2.30")).replace("# 投机解码排行榜", "# 投机解码排行榜（v020，2026-08-21）")],
     "CC401", [("v2", "medium")], ["按 平均 的排名变了（VeriSpec ⇄ DraftLoom）"]),
    # renumbering the heading above the table is no new setup: the ranking change stays medium
    ("renumbered-heading", "en", [board(), board(VeriSpec=("2.20", "2.40", "2.30")).replace("## Results", "## 2. Results")],
     "CC401", [("v2", "medium")], ["table 2. Results on H100: 3 cells changed", "ranking by Overall changed"]),
    # a changelog line naming the re-run notes it: silent
    ("noted", "en", [board(), board(VeriSpec=("2.20", "2.40", "2.30")) + "\n## Changelog\n- VeriSpec re-run with the v2 draft model\n"],
     "CC401", [], []),
    # a re-run landing back on an earlier value, setup unchanged, beyond the table's spread: flip-flop
    ("flip", "en", [board(), board(RingSpec=("1.50", "2.40", "1.95"), DraftLoom=("2.12", "2.30", "2.21")),
                    board(DraftLoom=("2.13", "2.30", "2.21"))],
     "CC402", [("v3", "medium"), ("v3", "medium")], ["RingSpec", "returns to the value of v1"]),
    ("flip", "zh", [board("zh"), board("zh", RingSpec=("1.50", "2.40", "1.95"), DraftLoom=("2.12", "2.30", "2.21")),
                    board("zh", DraftLoom=("2.13", "2.30", "2.21"))],
     "CC402", [("v3", "medium"), ("v3", "medium")], ["RingSpec", "又回到了 v1 的数值"]),
    # the same return after a setup change (CUDA 12.4 in v3): a re-run, not a flip-flop
    ("flip-after-setup", "en", [board(), board(RingSpec=("1.50", "2.40", "1.95")), board(cuda="12.4")],
     "CC402", [], []),
    ("flip-after-setup", "zh", [board("zh"), board("zh", RingSpec=("1.50", "2.40", "1.95")), board("zh", cuda="12.4")],
     "CC402", [], []),
    # a return within the table's own run-to-run spread (1.60x → 1.62x → 1.60x while the other
    # cells move ~10 % per version): silent
    ("flip-within-spread", "en",
     [board(), board(RingSpec=("1.50", "1.62", "1.55"), DraftLoom=("2.31", "2.53", "2.42"), VeriSpec=("2.09", "2.20", "2.15")),
      board(DraftLoom=("2.54", "2.78", "2.66"), VeriSpec=("2.30", "2.42", "2.36"))],
     "CC402", [], []),
    ("flip-within-spread", "zh",
     [board("zh"), board("zh", RingSpec=("1.50", "1.62", "1.55"), DraftLoom=("2.31", "2.53", "2.42"), VeriSpec=("2.09", "2.20", "2.15")),
      board("zh", DraftLoom=("2.54", "2.78", "2.66"), VeriSpec=("2.30", "2.42", "2.36"))],
     "CC402", [], []),
]


@pytest.mark.parametrize("case,lang,texts,rule,expected,words", TABLE_ROWS,
                         ids=[f"{r[0]}-{r[1]}" for r in TABLE_ROWS])
def test_table_revisions_are_one_finding_per_table_and_version(case, lang, texts, rule, expected, words):
    report = audit_versions(versions_of(texts), select=[rule], lang=lang)
    got = [(report.label_of(f.primary.file), f.risk) for f in report.findings]
    assert got == expected, [f.message for f in report.findings]
    for f in report.findings:
        if rule == "CC401":
            assert f.message.startswith(_table(lang).split(" ")[0] + " "), f.message
        for word in words:
            assert word in f.message, f.message


def test_a_table_finding_keeps_every_changed_cell_and_renders_in_both_languages():
    texts = [board(), board(VeriSpec=("2.20", "2.40", "2.30"))]
    report = audit_versions(versions_of(texts), select=["CC401"], lang="en")
    (f,) = report.findings
    assert [loc.surface for loc in f.locations] == ["2.20x", "1.90x", "2.40x", "2.00x", "2.30x", "1.95x"]
    assert [loc.file for loc in f.locations] == ["inference.md@v2", "inference.md@v1"] * 3
    assert f.primary.line == texts[1].split("\n").index("| VeriSpec | 2.20x | 2.40x | 2.30x |") + 1
    verdict, zh, recommendation = report.in_language(f, "zh")
    assert verdict == "表格被静默重测" and zh.startswith("表格 Results on H100：v1 → v2 改动了 3 个单元格")
    assert "表格 Results on H100 为何重测（3 个单元格）" in recommendation
    data = report.to_json()
    assert [x["code"] for x in data["findings"]] == ["CC401"] and len(data["findings"][0]["locations"]) == 6
    sarif = report.to_sarif()
    sarif = json.loads(sarif) if isinstance(sarif, str) else sarif
    (result,) = sarif["runs"][0]["results"]
    assert len(result["locations"]) + len(result["relatedLocations"]) == 6


@pytest.mark.parametrize("lang,note,fires", [
    ("en", "A100 numbers re-run with the v2 harness", False),   # names the section above the table
    ("zh", "A100 结果重测", False),
    ("en", "typo fixes", True),
])
def test_a_note_naming_a_title_above_the_table_notes_its_cells(lang, note, fires):
    head = "## Leaderboard on A100\n\n### Vicuna-7B\n\n"
    texts = [head + board(lang).split("\n\n", 3)[3], head + board(lang, VeriSpec=("2.20", "2.40", "2.30")).split("\n\n", 3)[3]]
    report = audit_versions(versions_of(texts, messages=["add", note]), select=["CC401"], lang=lang)
    assert len(report.findings) == (1 if fires else 0), [f.message for f in report.findings]


# (lang, old size, new size, expected risk or None) — a supported-models list is no measurement
SIZE_ROWS = [
    ("en", "7B - 72B", "1.8B - 72B", None),      # widened: more sizes supported
    ("en", "7B - 13B", "7B - 70B", None),
    ("en", "7B - 13B", "7B", "low"),             # narrowed: a size dropped, never above low
    ("zh", "7B - 72B", "1.8B - 72B", None),
    ("zh", "7B - 13B", "7B", "low"),
]


def test_a_model_size_stated_in_prose_is_revised_as_any_claim():
    texts = ["DeepSeek-V3 has 671B parameters in total.\n", "DeepSeek-V3 has 685B parameters in total.\n"]
    report = audit_versions(versions_of(texts), select=["CC401"], lang="en")
    assert [(f.risk, f.subject) for f in report.findings] == [("medium", "DeepSeek-V3")]


@pytest.mark.parametrize("lang,old,new,risk", SIZE_ROWS)
def test_a_supported_model_size_range_widening_is_no_revision(lang, old, new, risk):
    head = "## Supported Models\n\n" if lang == "en" else "## 支持的模型\n\n"
    text = head + "| Model | Size |\n| :---: | :---: |\n| Llama2 | 7B - 70B |\n| QWen | {} |\n"
    report = audit_versions(versions_of([text.format(old), text.format(new)]), select=["CC4"], lang=lang)
    assert [f.risk for f in report.findings] == ([risk] if risk else [])


@pytest.mark.parametrize("code, prose", [
    ("    run --batch 64   # 吞吐 {n} tok/s", "FooServe 吞吐 1,200 tok/s。"),
    ("\tbench.py --qps 8  # TTFT {n} ms", "FooServe TTFT is 210 ms on H100."),
])
def test_a_folder_audit_reads_markdown_snapshots_as_markdown(tmp_path, code, prose):
    """A folder of .md snapshots is named after its folder (no suffix), but each snapshot is a
    Markdown file: a line of an indented code block holds no claim there, as `extract` of the same
    snapshot says — a figure edited in the code is no silent revision (it was: the folder's name
    made the audit read the snapshots as plain text)."""
    from claimcheck.frames.extractor import shared_extractor
    from claimcheck.text.ingest import read_document
    texts = [f"# Notes\n\n{prose}\n\n{code.format(n=n)}\n\nBarServe 延迟 300 ms。\n" for n in ("9,999", "8,888")]
    folder = write_snapshots(tmp_path / "snaps", texts)
    report = audit(folder)
    newest = shared_extractor(None).extract(read_document(folder / "v02.md")).claims
    assert [c.surface for c in report.claims] == [c.surface for c in newest]
    assert not any(c.surface.startswith(("9,999", "8,888")) for c in report.claims)
    assert [f.code for f in report.findings if f.code.startswith("CC4")] == []


def test_the_walk_equals_a_full_extraction_at_every_version_of_a_real_history():
    """benchmarks/audit_exactness.py on a real living document (20 versions of Spec-Bench's
    leaderboard): every version's claims as the walk gives them equal a full extraction's (the
    walk's keys once missed the titles that give a setting: issue 18's V100)."""
    import importlib.util
    folder = living("spec-bench-leaderboard")
    spec = importlib.util.spec_from_file_location("audit_exactness", ROOT / "benchmarks" / "audit_exactness.py")
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    compared, differing, notes, claims = mod.compare(folder, 1)
    assert (compared, differing, notes) == (20, 0, [])
    assert claims == 4351


def test_the_documents_own_date_renewed_every_version_is_no_drift():
    """A fresh-user trial (session 18): "# inference 活文档（v020，2026-08-21）" put the title's date
    among the drifting claims (and plotted it in --html); it is the version's own date."""
    texts = [notes(title="v1，2026-10-01"), notes(title="v2，2026-10-02", slab="1,900 tok/s"),
             notes(title="v3，2026-10-03", slab="1,900 tok/s")]
    report = audit_versions(versions_of(texts), path="inference.md")
    drifting = report.drifting()
    assert [(t.observations[-1].claim.kind, t.observations[-1].claim.surface) for t in drifting] == \
        [("quantity", "1,900 tok/s"), ("quantity", "1,900 tok/s")]  # §3 and the appendix's restatement
    # the title's date is still followed, version by version, in the timeline
    dated = [t for t in report.tracks if t.observations[0].claim.kind == "date" and t.dates_its_versions()]
    assert len(dated) == 1 and [o.claim.value for o in dated[0].observations] == ["2026-10-01", "2026-10-02", "2026-10-03"]


@needs_git
def test_git_audit_reads_a_file_whose_history_has_a_chinese_name(tmp_path):
    """A fresh-user trial (session 26): git quotes non-ASCII paths ("\\345\\221\\250…") unless
    core.quotePath is off, and `git show` then found no such path: the audit failed (exit 2)."""
    repo = tmp_path / "repo"
    repo.mkdir()
    _git(repo, "init", "-q", "-b", "main")
    (repo / "周报.md").write_text("# n\n\n- QuillKV 吞吐 4,200 tok/s。\n", encoding="utf-8")
    _git(repo, "add", "."), _git(repo, "commit", "-qm", "a", date="2026-10-01T09:00:00")
    (repo / "周报.md").write_text("# n\n\n- QuillKV 吞吐 3,900 tok/s。\n", encoding="utf-8")
    _git(repo, "commit", "-qam", "b", date="2026-10-02T09:00:00")
    _git(repo, "mv", "周报.md", "notes q.md"), _git(repo, "commit", "-qm", "rename", date="2026-10-03T09:00:00")
    report = audit(repo / "notes q.md", git=True, select=["CC401"], lang="en")
    assert [v.file.split("@")[0] for v in report.versions] == ["周报.md", "周报.md", "notes q.md"]
    assert [(f.code, f.primary.line) for f in report.findings] == [("CC401", 3)]


@needs_git
def test_git_audit_follows_the_first_parent_line_through_a_merge(tmp_path):
    """A fresh-user trial (session 26): with a side branch merged, the log interleaved both
    branches by date — a side branch's state read as a version of the main line gave a change
    back (3,800 → 4,200) that no commit made and a flip-flop, and the merge itself was missed."""
    repo = tmp_path / "repo"
    repo.mkdir()
    _git(repo, "init", "-q", "-b", "main")
    note = repo / "n.md"
    note.write_text("# n\n\n- QuillKV 吞吐 4,200 tok/s。\n\n- QuillKV TTFT 90 ms。\n", encoding="utf-8")
    _git(repo, "add", "."), _git(repo, "commit", "-qm", "init", date="2026-10-01T10:00:00")
    _git(repo, "checkout", "-qb", "side")
    note.write_text(note.read_text(encoding="utf-8").replace("90 ms", "70 ms"), encoding="utf-8")
    _git(repo, "commit", "-qam", "side", date="2026-10-02T10:00:00")
    _git(repo, "checkout", "-q", "main")
    note.write_text(note.read_text(encoding="utf-8").replace("4,200", "3,800"), encoding="utf-8")
    _git(repo, "commit", "-qam", "main", date="2026-10-03T10:00:00")
    _git(repo, "merge", "-q", "--no-edit", "side", date="2026-10-04T10:00:00")
    report = audit(note, git=True, select=["CC401", "CC402"], lang="en")
    assert [v.message for v in report.versions] == ["init", "main", "Merge branch 'side'"]
    assert sorted((f.code, f.primary.line) for f in report.findings) == [("CC401", 3), ("CC401", 5)]
    newest = [v.text for v in git_versions(note)][-1]  # the merge: the file as it is at HEAD
    assert "70 ms" in newest and "3,800" in newest


@pytest.mark.parametrize("before,after,message,silent", [
    # a commit message naming the metric or the value (with or without its separators) mentions
    # the change (a fresh-user trial, session 26: CC401 said "均未提及" of these)
    ("TTFT 180 ms", "TTFT 150 ms", "更新首 token 延迟", False),
    ("TTFT 180 ms", "TTFT 150 ms", "fix TTFT per paper v2", False),
    ("TTFT 180 ms", "TTFT 150 ms", "TTFT: 180 ms -> 150 ms", False),
    ("吞吐 1,800 tok/s", "吞吐 1,500 tok/s", "tput 1800 → 1500", False),
    # a message about something else does not
    ("TTFT 180 ms", "TTFT 150 ms", "typo fixes", True),
    ("TTFT 180 ms", "TTFT 150 ms", "整理格式", True),
    ("TTFT 180 ms", "TTFT 150 ms", "吞吐 1500", True),
])
def test_a_commit_message_naming_the_metric_or_value_mentions_the_change(before, after, message, silent):
    texts = [f"# n\n\n- QuillKV {before}。\n", f"# n\n\n- QuillKV {after}。\n"]
    report = audit_versions(versions_of(texts, ["init", message]), select=["CC401"], lang="en")
    assert [f.code for f in report.findings] == (["CC401"] if silent else [])
