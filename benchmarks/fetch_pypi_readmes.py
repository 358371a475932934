#!/usr/bin/env python3
"""Fetch the project descriptions (READMEs) of PyPI packages into a folder: new real documents
for ``benchmarks/new_real_docs.py`` (the network is used here, when a batch is made, never by
claimcheck or the benchmark).

    python benchmarks/fetch_pypi_readmes.py --out benchmarks/corpora/new-real/batch-4 vllm sglang …

Each package's newest description longer than 1,500 characters is written as ``NAME.md`` with
front matter naming where it came from (``source_url: https://pypi.org/project/NAME/VERSION/``);
shorter ones (a line and a link) are skipped.  Source: the PyPI JSON API,
https://docs.pypi.org/api/json/ (``info.description``, ``info.version``).
"""
from __future__ import annotations

import argparse
import json
import re
import sys
import urllib.request
from pathlib import Path

MIN_CHARS = 1500


def normalized(name: str) -> str:
    """A package name as PyPI compares names (PEP 503: runs of ``-``, ``_``, ``.`` are one ``-``,
    case folded): ``FlagEmbedding`` and ``flagembedding`` are one project."""
    return re.sub(r"[-_.]+", "-", name).lower()


def fetched_before(out: Path) -> dict[str, Path]:
    """The packages already in the sibling batch folders of ``out`` (``batch-*/NAME.md``), by
    :func:`normalized` name: a new batch is a held-out set only with projects not seen before."""
    return {normalized(p.stem): p for p in sorted(out.parent.glob("*/*.md"))
            if p.parent.resolve() != out.resolve()}


def fetch(package: str, timeout: float = 20.0) -> tuple[str, str] | None:
    """(version, description) of ``package`` on PyPI, or None when it has no usable description.

    Raises:
        OSError: the network or PyPI failed (urllib's URLError is an OSError).
    """
    with urllib.request.urlopen(f"https://pypi.org/pypi/{package}/json", timeout=timeout) as resp:
        info = json.load(resp)["info"]
    text = info.get("description") or ""
    return (info["version"], text) if len(text) > MIN_CHARS else None


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("packages", nargs="+", help="PyPI package names")
    ap.add_argument("--out", required=True, type=Path, help="folder to write NAME.md files into")
    args = ap.parse_args(argv)
    args.out.mkdir(parents=True, exist_ok=True)
    seen = fetched_before(args.out)
    for name in args.packages:
        if normalized(name) in seen:
            print(f"{name}: skipped (already in {seen[normalized(name)]})", file=sys.stderr)
            continue
        try:
            got = fetch(name)
        except OSError as exc:
            print(f"{name}: skipped ({exc})", file=sys.stderr)
            continue
        if got is None:
            print(f"{name}: no description longer than {MIN_CHARS} characters", file=sys.stderr)
            continue
        version, text = got
        (args.out / f"{name}.md").write_text(f"---\nsource_url: https://pypi.org/project/{name}/{version}/\n---\n"
                                             + text, encoding="utf-8")
        print(f"{name} {version}: {len(text)} characters")
    return 0


if __name__ == "__main__":
    sys.exit(main())
