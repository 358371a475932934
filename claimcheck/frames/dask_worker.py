"""The Dask side of :mod:`claimcheck.frames.pool`: a worker plugin that builds the extractor once.

Imported only with ``--scheduler dask`` (``pip install 'claimcheck[dask]'``): it imports
``distributed``.  Workers must have claimcheck installed (the same version and rules: the
extractor is built on the worker from its own files, and a worker whose rules hash differs is
refused, so a mixed cluster cannot mix rules).
"""
from __future__ import annotations

from distributed import WorkerPlugin

__all__ = ["ExtractorPlugin"]


class ExtractorPlugin(WorkerPlugin):
    """Builds the worker's one :func:`~claimcheck.frames.extractor.shared_extractor` when the
    worker joins (from the build cache when it holds this rules and code version; its unit
    answers too, :meth:`~claimcheck.frames.extractor.Extractor.warm`), and checks
    that its rules are the client's.

    Args:
        rules_dir: the rules directory (None: the shipped rules).
        rules_hash: the client's rules hash.
    """

    name = "claimcheck-extractor"

    def __init__(self, rules_dir: str | None, rules_hash: str) -> None:
        self.rules_dir = rules_dir
        self.rules_hash = rules_hash

    def setup(self, worker) -> None:
        from claimcheck.frames.extractor import shared_extractor
        got = shared_extractor(self.rules_dir).warm().resources.hash  # unit answers too: before the first task
        if got != self.rules_hash:
            raise RuntimeError(f"this worker's rules ({got}) are not the client's ({self.rules_hash}): "
                               "install the same claimcheck and rules on every worker")
