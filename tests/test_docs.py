"""Generated documentation stays in step with the code (sqlite-utils' test_docs habit), and the
documented examples run."""
from __future__ import annotations

import os
import re
from pathlib import Path

import pytest

from claimcheck.docs import generated_files

ROOT = Path(__file__).resolve().parents[1]
DOCS = ROOT / "docs"


@pytest.mark.parametrize("path,text", sorted(generated_files(DOCS).items()),
                         ids=lambda v: v.name if isinstance(v, Path) else "")
def test_generated_docs_are_up_to_date(path, text):
    assert path.exists(), f"{path} is missing: run python -m claimcheck.docs"
    assert path.read_text(encoding="utf-8") == text, f"{path} drifted: run python -m claimcheck.docs"


def test_no_stale_rule_pages():
    expected = {p.name for p in generated_files(DOCS) if p.parent.name == "rules"}
    assert {p.name for p in (DOCS / "rules").glob("*.md")} == expected


def _python_blocks(path: Path) -> list[str]:
    return re.findall(r"```python\n(.*?)```", path.read_text(encoding="utf-8"), re.S)


@pytest.mark.parametrize("block", range(3))
def test_api_doc_examples_run(block, monkeypatch, capsys):
    monkeypatch.chdir(ROOT)
    code = _python_blocks(DOCS / "api.md")[block]
    exec(compile(code, f"docs/api.md[{block}]", "exec"), {})
    out = capsys.readouterr().out
    assert out.strip(), "the example printed nothing"
    if block == 0:
        assert "383.7 tok/s throughput 383.7 token / second {'hardware': 'B300'}" in out
    elif block == 1:  # audit and index: two versions, the silent revision; the demo's 3 documents
        assert out.splitlines() == ["2 ['CC401']", "3 True", "3"]
    else:
        assert "('383.7 tok/s', 'quantity')" in out and "('2026-09', 'date')" in out


def test_readme_commands_are_the_two_setup_commands():
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    block = re.search(r"```bash\n(.*?)```", text, re.S).group(1).strip().splitlines()
    assert len(block) == 2
    assert "claimcheck check corpora/demo/" in block[0] and "pytest" in block[1]
