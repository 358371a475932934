"""Time fresh claimcheck processes as an installed copy runs, with its bytecode compiled.

``pip install claimcheck`` byte-compiles the package (``.pyc`` files in ``__pycache__``), and
Python writes them on a checkout's first import.  A shell that sets ``PYTHONDONTWRITEBYTECODE``
(this project's sandbox does) keeps an editable checkout from ever having them: every fresh
process then compiles claimcheck's ~60 imported modules from source, 0.2-0.4 s that no
installed copy pays (measured 2026-12-03: ``claimcheck index`` of one document 0.71-0.80 s
without bytecode, 0.37-0.39 s with it; spaCy, installed by pip, always had its bytecode, so
ratios to ``import spacy`` were skewed against claimcheck).

:func:`as_installed` compiles the package once and drops ``PYTHONDONTWRITEBYTECODE`` from
this process's environment, so every child the benchmark starts runs as an installed copy.
"""
from __future__ import annotations

import compileall
import os
from pathlib import Path

PACKAGE = Path(__file__).resolve().parents[1] / "claimcheck"


def as_installed() -> bool:
    """Compile ``claimcheck/`` to bytecode (as ``pip install`` does) and let child processes
    read and write ``__pycache__``.  Returns True when every module compiled.  Idempotent."""
    os.environ.pop("PYTHONDONTWRITEBYTECODE", None)
    return bool(compileall.compile_dir(str(PACKAGE), quiet=1))
