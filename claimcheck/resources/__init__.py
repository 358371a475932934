"""Loading the data under ``rules/``: the shared :class:`~claimcheck.resources.loader.Resources`.

The package ships ``rules/`` inside the wheel and reads it with ``importlib.resources``;
``--rules DIR`` (``rules_dir=``) points at another copy.  Every file is validated when
loaded, before any text is read; a problem is a :class:`~claimcheck.errors.RuleError`
naming ``file:line:column`` (the idea of Vale's ``core/error.go``).
"""
from __future__ import annotations

import functools
import hashlib
import importlib.resources
from pathlib import Path
from typing import TYPE_CHECKING

from claimcheck.errors import RuleError
from claimcheck.resources.yamldoc import YamlDoc

if TYPE_CHECKING:
    from claimcheck.resources.loader import Resources


def default_rules_dir() -> Path:
    """The ``rules/`` directory shipped inside the installed package (the package
    ``claimcheck.rules``, mapped from the repository's top-level ``rules/`` folder).

    When ``claimcheck`` is imported from a source checkout without an editable install — e.g.
    ``python -m claimcheck`` run in the repository after ``pip install .``: the current folder's
    ``claimcheck/`` shadows the installed package — ``claimcheck.rules`` is not importable, and
    the checkout's own top-level ``rules/`` (the same data) is used.

    Raises:
        RuleError: E012 when neither exists (a broken installation).
    """
    try:
        return Path(str(importlib.resources.files("claimcheck.rules")))
    except ModuleNotFoundError:
        checkout = Path(__file__).resolve().parents[2] / "rules"
        if (checkout / "__init__.py").is_file() and (checkout / "checks").is_dir():
            return checkout
        raise RuleError("E012", path="claimcheck.rules", problem="the installed package has no rule data; "
                        "reinstall claimcheck") from None


def rules_hash(root: Path) -> str:
    """SHA-256 (hex, 16 chars) over every data file under ``root``: changes when rules or units
    change (the package marker ``__init__.py`` and Python caches are no rule data)."""
    digest = hashlib.sha256()
    for path in sorted(p for p in root.rglob("*") if p.is_file() and _is_rule_data(p.relative_to(root))):
        # (a file name that is no UTF-8 is hashed as its bytes, and a file gone since the walk
        # counts as absent: "--rules" on a folder holding either crashed; fresh-user trial 44, r13)
        digest.update(str(path.relative_to(root)).encode("utf-8", "surrogateescape"))
        try:
            digest.update(path.read_bytes())
        except OSError:
            continue
    return digest.hexdigest()[:16]


def _is_rule_data(relative: Path) -> bool:
    """False for the package marker ``__init__.py`` and ``__pycache__`` files of a rules folder."""
    return relative.parts[0] != "__pycache__" and relative != Path("__init__.py")


__all__ = ["YamlDoc", "default_rules_dir", "load_resources", "rules_hash"]


@functools.lru_cache(maxsize=8)
def load_resources(rules_dir: str | None = None) -> Resources:
    """Load and validate every rules file once per directory (cached).

    Args:
        rules_dir: a directory laid out like the shipped ``rules/``; None for the shipped one.
    Raises:
        RuleError: any file is missing or broken.
    """
    from claimcheck.resources.cache import cached_build
    from claimcheck.resources.loader import Resources  # local import: avoids a cycle with units/grammar

    root = Path(rules_dir) if rules_dir else default_rules_dir()
    if not root.is_dir() or not (root / "grammar.yaml").is_file():
        # raises E012 (a file, or nothing) or names the first missing rules file, before a walk of
        # a folder that holds no rules at all ("--rules /tmp"; fresh-user trial 44, r13)
        return Resources(root)

    def build() -> Resources:
        res = Resources(root)
        try:
            res.rules  # noqa: B018  (loaded now, so the cached copy holds them too)
        except RuleError:
            pass  # a broken rule file stays an error of whoever reads the rules, as before
        return res
    # parsing the YAML is most of the load: a copy built from these very bytes by this very code
    # is loaded from the build cache (claimcheck.resources.cache); its rules were validated then
    key = rules_hash(root) + "-" + hashlib.sha256(str(root.resolve()).encode()).hexdigest()[:8]
    return cached_build("resources", key, build, shared={}, valid=lambda r: isinstance(r, Resources))
