"""The pre-commit hook (``.pre-commit-hooks.yaml``) works as the README shows (issue 19 item 9).

- The hook's files are the ones claimcheck reads (Markdown and plain text), not every text file
  of a commit (code and YAML are no notes).
- pre-commit runs ``entry + args + file names``: that command runs here and fails the commit on
  a conflict, passes on a clean file.
- The README's and the guide's ``rev:`` name a ref that exists (a branch of this repository),
  not a release tag that was never made.
- ``pre-commit try-repo`` against a local clone runs the hook on a sample file (slow: it builds
  the hook's own virtualenv; skipped when pre-commit, a test extra, is not installed).
"""
from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
import yaml

from claimcheck.text.ingest import TEXT_SUFFIXES

ROOT = Path(__file__).resolve().parents[1]
HOOKS = ROOT / ".pre-commit-hooks.yaml"

#: two notes whose figures for one system differ by far more than rounding: a high CC201
CONFLICT = "# 笔记\n\nKVPipe 在 DeepSeek-V3、B200、EP8 下吞吐达 11,600 tok/s。\n"
OTHER = "# 简报\n\nKVPipe 在 DeepSeek-V3、B200、EP8 下吞吐为 4,200 tok/s。\n"
CLEAN = "# 笔记\n\nKVPipe 在 DeepSeek-V3、B200、EP8 下吞吐为 11,600 tok/s。\n"

#: identify's tags (the library pre-commit selects files with) for a few names, used when
#: identify itself is not installed
IDENTIFY_TAGS = {"a.md": {"text", "markdown"}, "a.markdown": {"text", "markdown"}, "a.txt": {"text", "plain-text"},
                 "a.py": {"text", "python"}, "a.yaml": {"text", "yaml"}, "a.json": {"text", "json"},
                 "a.toml": {"text", "toml"}, "a.rst": {"text", "rst"}}


def _hook() -> dict:
    hooks = yaml.safe_load(HOOKS.read_text(encoding="utf-8"))
    assert isinstance(hooks, list) and [h["id"] for h in hooks] == ["claimcheck"]
    return hooks[0]


def _tags(name: str) -> set[str]:
    try:
        from identify.identify import tags_from_filename
    except ImportError:
        return IDENTIFY_TAGS[name]
    return set(tags_from_filename(name))


def test_the_hook_selects_the_files_claimcheck_reads():
    hook = _hook()
    wanted = set(hook.get("types_or") or ())
    assert hook["language"] == "python" and wanted and not hook.get("types")
    selected = {Path(name).suffix for name in IDENTIFY_TAGS if wanted & _tags(name)}
    assert selected == set(TEXT_SUFFIXES)


def test_the_hooks_command_fails_a_conflict_and_passes_a_clean_file(tmp_path):
    """What pre-commit runs: the entry (a console script of this package), the user's args from
    the README, then the staged file names."""
    import tomllib

    hook = _hook()
    entry = hook["entry"].split()
    scripts = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]["scripts"]
    assert entry[0] in scripts
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    args = yaml.safe_load(re.search(r"```yaml\n(repos:.*?)```", readme, re.S).group(1))["repos"][0]["hooks"][0]["args"]
    (tmp_path / "bad.md").write_text(CONFLICT, encoding="utf-8")
    (tmp_path / "other.md").write_text(OTHER, encoding="utf-8")
    (tmp_path / "good.md").write_text(CLEAN, encoding="utf-8")
    command = [sys.executable, "-m", "claimcheck", *entry[1:], *args]
    bad = subprocess.run([*command, "bad.md", "other.md"], cwd=tmp_path, capture_output=True, text=True)
    assert bad.returncode == 1 and "CC201" in bad.stdout, bad.stdout + bad.stderr
    good = subprocess.run([*command, "good.md"], cwd=tmp_path, capture_output=True, text=True)
    assert good.returncode == 0, good.stdout + good.stderr


def _git(cwd: Path, *args: str) -> str:
    env = dict(os.environ, GIT_AUTHOR_NAME="t", GIT_AUTHOR_EMAIL="t@example.invalid", GIT_COMMITTER_NAME="t",
               GIT_COMMITTER_EMAIL="t@example.invalid", GIT_CONFIG_GLOBAL=os.devnull, GIT_CONFIG_NOSYSTEM="1")
    return subprocess.run(["git", *args], cwd=cwd, check=True, capture_output=True, text=True, env=env).stdout


@pytest.mark.skipif(shutil.which("git") is None, reason="git is not installed")
def test_the_documented_rev_names_a_ref_of_this_repository():
    """The README and the guide pin ``rev:`` to something a clone has: a branch name (pre-commit
    accepts it; ``pre-commit autoupdate`` then pins the newest tag, or the commit's sha while the
    repository has none).  ``v0.1.0`` was documented but never tagged."""
    if not (ROOT / ".git").exists():
        pytest.skip("not a git checkout")
    for doc in (ROOT / "README.md", ROOT / "docs" / "guide.md"):
        block = re.search(r"```yaml\n(repos:.*?)```", doc.read_text(encoding="utf-8"), re.S)
        assert block, doc
        rev = yaml.safe_load(block.group(1))["repos"][0]["rev"]
        branches = _git(ROOT, "for-each-ref", "--format=%(refname:short)", "refs/heads", "refs/remotes", "refs/tags")
        known = {b.split("/", 1)[-1] if b.startswith("origin/") else b for b in branches.split()}
        sha = subprocess.run(["git", "rev-parse", "--verify", "--quiet", f"{rev}^{{commit}}"], cwd=ROOT,
                             capture_output=True, text=True).stdout.strip()
        assert rev in known or sha, f"{doc.name}: rev {rev!r} names no branch, tag or commit of this repository"


@pytest.mark.slow
@pytest.mark.skipif(shutil.which("git") is None, reason="git is not installed")
def test_pre_commit_try_repo_runs_the_hook_on_a_sample_file(tmp_path):
    """``pre-commit try-repo CLONE claimcheck --files …``: pre-commit installs the hook from a
    local clone into its own virtualenv (needs the package index for the dependencies) and runs
    it — a conflict fails, a clean file passes."""
    if shutil.which("pre-commit") is None and not _importable("pre_commit"):
        pytest.skip("pre-commit is not installed (it is a test extra: pip install -e '.[test]')")
    clone = tmp_path / "clone"
    _git(tmp_path, "clone", "-q", str(ROOT), str(clone))
    sample = tmp_path / "notes"
    sample.mkdir()
    _git(sample, "init", "-q")
    (sample / "bad.md").write_text(CONFLICT, encoding="utf-8")
    (sample / "other.md").write_text(OTHER, encoding="utf-8")
    (sample / "good.md").write_text(CLEAN, encoding="utf-8")
    _git(sample, "add", ".")
    env = dict(os.environ, PRE_COMMIT_HOME=str(tmp_path / "cache"), GIT_CONFIG_GLOBAL=os.devnull)
    command = [sys.executable, "-m", "pre_commit"] if _importable("pre_commit") else ["pre-commit"]

    def run(*files: str) -> subprocess.CompletedProcess:
        return subprocess.run([*command, "try-repo", str(clone), "claimcheck", "--files", *files], cwd=sample,
                              capture_output=True, text=True, env=env, timeout=1800)

    good = run("good.md")
    if good.returncode != 0 and re.search(r"(?i)could not (find|fetch)|connection|network|resolve", good.stdout):
        pytest.skip("pre-commit could not install the hook's dependencies (no package index): "
                    + good.stdout.strip().splitlines()[-1])
    assert good.returncode == 0, good.stdout + good.stderr
    bad = run("bad.md", "other.md")
    assert bad.returncode == 1 and "CC201" in bad.stdout, bad.stdout + bad.stderr


def _importable(name: str) -> bool:
    import importlib.util
    return importlib.util.find_spec(name) is not None
