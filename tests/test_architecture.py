"""The architecture of docs/architecture.md, kept by tests: the stages only point down and no
package's modules import each other in a cycle (import-linter contracts in pyproject.toml), no
class grows past ~400 lines, and the rule data ships inside the wheel as ``claimcheck.rules``."""
from __future__ import annotations

import ast
import os
import subprocess
import sys
import venv
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
PACKAGE = ROOT / "claimcheck"
#: the size a class may reach before it hides more than one job (issue: "no class over ~400 lines")
MAX_CLASS_LINES = 420


def test_import_contracts_are_kept():
    """lint-imports over pyproject.toml's [tool.importlinter]: the layers and acyclic contracts."""
    pytest.importorskip("importlinter")
    from importlinter.cli import lint_imports

    cwd = os.getcwd()
    os.chdir(ROOT)
    try:
        status = lint_imports(config_filename=str(ROOT / "pyproject.toml"), no_cache=True)
    finally:
        os.chdir(cwd)
    assert status == 0, "an import breaks the architecture contracts; run `lint-imports` for the chain"


def _classes():
    for path in sorted(PACKAGE.rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.ClassDef):
                yield path.relative_to(ROOT), node.name, node.end_lineno - node.lineno + 1


def test_no_class_is_over_about_400_lines():
    too_long = [(str(p), name, n) for p, name, n in _classes() if n > MAX_CLASS_LINES]
    assert too_long == []


def test_every_stage_is_a_subpackage_and_the_rules_are_data_at_the_top():
    stages = {p.name for p in PACKAGE.iterdir() if (p / "__init__.py").exists()}
    assert {"text", "extraction", "frames", "checks", "history", "store", "report", "cli", "resources"} <= stages
    assert not (PACKAGE / "rules").exists() and (ROOT / "rules" / "checks").is_dir()
    assert [p.name for p in (ROOT / "rules").glob("*.py")] == ["__init__.py"]  # data only


def test_shipped_rules_are_found_as_the_package_claimcheck_rules():
    from claimcheck.resources import default_rules_dir, rules_hash

    found = default_rules_dir()
    assert found.resolve() == (ROOT / "rules").resolve() or "site-packages" in str(found)
    assert len(list((found / "checks").glob("CC*.yaml"))) == 19
    # the package marker and Python's caches are no rule data: the hash ignores them
    copy_hash = rules_hash(found)
    (found / "__pycache__").mkdir(exist_ok=True)
    assert rules_hash(found) == copy_hash


@pytest.mark.slow
def test_an_installed_wheel_runs_the_demo_and_the_rule_examples(tmp_path):
    """A non-editable wheel, installed into a fresh venv (claimcheck's dependencies from this
    interpreter's site-packages; pip fetches only the build backend), checks the demo corpus and
    passes the rule-example tests from a folder outside the repository."""
    wheels = tmp_path / "wheels"
    subprocess.run([sys.executable, "-m", "pip", "wheel", "--no-deps", "-q", "--disable-pip-version-check",
                    "-w", str(wheels), str(ROOT)], check=True)
    wheel = next(wheels.glob("claimcheck-*.whl"))
    env_dir = tmp_path / "venv"
    venv.create(env_dir, with_pip=False, system_site_packages=True)
    python = env_dir / ("Scripts" if os.name == "nt" else "bin") / "python"
    site = subprocess.run([str(python), "-c", "import sysconfig; print(sysconfig.get_paths()['purelib'])"],
                          capture_output=True, text=True, check=True).stdout.strip()
    subprocess.run([sys.executable, "-m", "pip", "install", "-q", "--no-deps", "--no-compile",
                    "--target", site, str(wheel)], check=True)
    outside = tmp_path / "elsewhere"
    outside.mkdir()
    env = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH",)}
    where = subprocess.run([str(python), "-c", "import claimcheck, claimcheck.resources as r; "
                            "print(claimcheck.__file__); print(r.default_rules_dir())"],
                           cwd=outside, env=env, capture_output=True, text=True, check=True).stdout.split("\n")
    assert where[0].startswith(site) and where[1].startswith(site), where
    demo = subprocess.run([str(python), "-m", "claimcheck", "check", str(ROOT / "corpora" / "demo"),
                           "--fail-on", "never"], cwd=outside, env=env, capture_output=True, text=True)
    assert demo.returncode == 0, demo.stderr
    assert "共 18 条发现（高 1，中-高 1，中 9，低 7）" in demo.stdout
    examples = subprocess.run([str(python), "-m", "pytest", "-q", "-p", "no:cacheprovider",
                               str(ROOT / "tests" / "test_rule_examples.py"), "--rootdir", str(outside)],
                              cwd=outside, env=env, capture_output=True, text=True)
    assert examples.returncode == 0, examples.stdout[-2000:]


def test_a_source_checkout_without_editable_install_finds_its_own_rules(monkeypatch):
    """`python -m claimcheck` run in the repository after a plain `pip install .` imports the
    checkout's claimcheck/, where claimcheck.rules is not importable: the checkout's rules/ is used."""
    import importlib.resources

    from claimcheck.resources import default_rules_dir

    def no_package(name):
        raise ModuleNotFoundError(f"No module named {name!r}", name=name)
    monkeypatch.setattr(importlib.resources, "files", no_package)
    assert default_rules_dir() == (ROOT / "rules").resolve()
