"""Extraction on every core, or on a Dask cluster: the one pool helper of ``check`` and ``index``.

:func:`ordered_map` runs a function over documents in a process pool and yields the results in
input order, so a run with ``jobs=N`` writes exactly what ``jobs=1`` writes (tests compare the
outputs byte for byte).  Each worker holds the process's one extractor
(:func:`~claimcheck.frames.extractor.shared_extractor`): built in the parent before the pool
starts, its unit answers included (:meth:`~claimcheck.frames.extractor.Extractor.warm`), so a
forked worker inherits it, and a spawned one loads it from the build cache.  The parent's
objects are frozen out of the collector while the pool runs (``gc.freeze``), so the workers'
collections do not copy their pages.  What a run of 600 small documents spends where, and why
``-j 2`` stays below 2x on it (the serial start-up): docs/benchmarks.md, issue 18.

Small inputs stay in this process: below ``min_items`` documents and ``min_weight`` characters
starting workers costs more than it saves.

Stopping: Ctrl-C and SIGTERM reach the parent, which terminates its workers before it exits
(workers ignore SIGINT, so a Ctrl-C in a terminal does not leave a half-dead pool behind; on
Linux a worker also dies with its parent, even one killed by SIGKILL).

``jobs``: None or 0 means every core this process may use (:func:`default_jobs`).

Beyond one machine: ``scheduler="dask"`` runs the same function on a local ``distributed``
cluster (``jobs`` workers of one thread each), ``scheduler="tcp://host:8786"`` on an existing
one; each worker builds its extractor once (:class:`~claimcheck.frames.dask_worker.ExtractorPlugin`)
and results come back in input order, so the caller (the single SQLite writer of ``index``)
writes exactly what a serial run writes.
"""
from __future__ import annotations

import contextlib
import gc
import itertools
import multiprocessing
import os
import signal
import sys
import threading
from collections import deque
from typing import Any, Callable, Iterable, Iterator, TypeVar

__all__ = ["POOL_MIN_CHARS", "default_jobs", "dask_map", "ordered_map", "resolve_jobs"]

T = TypeVar("T")
#: below this many characters of input (and ``min_items`` documents), extraction stays in this process
POOL_MIN_CHARS = 200_000
#: tasks in flight per worker (bounds memory: results wait in input order)
WINDOW_PER_JOB = 8
#: consecutive small documents go to a worker together, up to this many characters (or
#: ``BATCH_ITEMS`` documents): one task per tiny document costs more in messages than in work,
#: and one big task leaves a worker idle at the end while the other finishes it (issue 18: 600
#: small documents in 10 tasks of 64 left up to a task, ~0.3 s, of one core idle at the end and
#: as many documents for the writer to store after the last result; in tasks of 16 the tail is
#: a fifth of that, and the messages of the extra tasks cost ~1 ms each)
BATCH_CHARS = 16_000
BATCH_ITEMS = 16


def _run_batch(fn: Callable[..., T], args: tuple, batch: list) -> list[T]:
    """``fn(*args, item)`` for each item of ``batch`` (one pool task)."""
    return [fn(*args, item) for item in batch]


def _batches(items: Iterable[Any], weight: Callable[[Any], int]) -> Iterator[list]:
    """Consecutive items, grouped up to :data:`BATCH_CHARS` of weight or :data:`BATCH_ITEMS` items."""
    batch: list = []
    total = 0
    for item in items:
        batch.append(item)
        total += weight(item)
        if total >= BATCH_CHARS or len(batch) >= BATCH_ITEMS:
            yield batch
            batch, total = [], 0
    if batch:
        yield batch


def default_jobs() -> int:
    """The number of cores this process may run on (its CPU affinity; else ``os.cpu_count()``)."""
    try:
        return max(1, len(os.sched_getaffinity(0)))
    except (AttributeError, OSError):
        return max(1, os.cpu_count() or 1)


def resolve_jobs(jobs: int | None) -> int:
    """``jobs`` as a count of processes: None or 0 → :func:`default_jobs`.

    Raises:
        ValueError: a negative count.
    """
    if jobs is None or jobs == 0:
        return default_jobs()
    if jobs < 0:
        raise ValueError(f"jobs must be 0 (every core) or more, not {jobs}")
    return int(jobs)


def _die_with_parent() -> None:
    """Linux: SIGTERM this worker when its parent dies (even by SIGKILL); elsewhere nothing."""
    if not sys.platform.startswith("linux"):
        return
    with contextlib.suppress(Exception):
        import ctypes
        libc = ctypes.CDLL(None, use_errno=True)
        PR_SET_PDEATHSIG = 1
        libc.prctl(PR_SET_PDEATHSIG, signal.SIGTERM)


def _worker_init(rules_dir: str | None) -> None:
    signal.signal(signal.SIGINT, signal.SIG_IGN)  # the parent handles Ctrl-C and stops the pool
    signal.signal(signal.SIGTERM, signal.SIG_DFL)
    _die_with_parent()
    from claimcheck.frames.extractor import shared_extractor
    shared_extractor(rules_dir)  # inherited when forked, else loaded once per worker


class Terminated(SystemExit):
    """SIGTERM arrived while a pool ran (exit status 143, as a process killed by SIGTERM); the
    command line's entry point says so in one line (``sigterm``)."""

    sigterm = True

    def __init__(self) -> None:
        super().__init__(128 + signal.SIGTERM)


@contextlib.contextmanager
def _sigterm_raises() -> Iterator[None]:
    """In the main thread: SIGTERM raises :class:`Terminated` (so the pool is stopped on the way
    out) instead of ending the process on the spot, leaving its workers behind."""
    if threading.current_thread() is not threading.main_thread():
        yield
        return

    def handler(signum, frame):
        raise Terminated()
    previous = signal.signal(signal.SIGTERM, handler)
    try:
        yield
    finally:
        signal.signal(signal.SIGTERM, previous)


def _context():
    """fork where the platform has it (workers inherit the built extractor), else the default."""
    try:
        return multiprocessing.get_context("fork")
    except ValueError:  # pragma: no cover - Windows
        return multiprocessing.get_context()


def _windowed(keys: Iterable, submit: Callable, size: int, collect: Callable,
              started: Callable | None) -> Iterator[tuple[object, object]]:
    """Submit ``keys`` with ``submit(key) -> future``, at most ``size`` in flight, and yield the
    (item, result) pairs ``collect(key, future)`` gives, in input order; ``started(item)`` is
    called before each item is yielded (the progress bar).  Shared by the process pool (a key is a
    batch of items) and the Dask client (a key is one item)."""
    window: deque = deque()

    def drain() -> Iterator[tuple[object, object]]:
        key, future = window.popleft()
        for item, result in collect(key, future):
            if started is not None:
                started(item)
            yield item, result
    for key in keys:
        window.append((key, submit(key)))
        if len(window) >= size:
            yield from drain()
    while window:
        yield from drain()


def ordered_map(fn: Callable[..., T], items: Iterable[Any], *, jobs: int | None, rules_dir: str | None = None,
                args: tuple = (), weight: Callable[[Any], int] = lambda item: 0, min_items: int = 2 ** 62,
                min_weight: int | None = None, local: Callable[[Any], T] | None = None,
                started: Callable[[Any], None] | None = None) -> Iterator[tuple[Any, T]]:
    """``(item, fn(*args, item))`` for every item, in input order; in a process pool when
    ``jobs`` > 1 and the input is big enough.

    Args:
        fn: a module-level function (it is pickled by name for the workers).
        items: the inputs (documents); read ahead at most ``jobs * WINDOW_PER_JOB`` beyond the
            one being yielded.
        jobs: processes (None or 0: every core).
        rules_dir: the rules of the workers' extractor (built once per worker).
        args: leading arguments of ``fn``.
        weight: an item's size (characters) for the threshold.
        min_items, min_weight: the pool starts when the read-ahead holds two items or more and
            ``min_items`` items or ``min_weight`` (default :data:`POOL_MIN_CHARS`) of weight; else
            all runs here (one big document gains nothing from a pool).
        local: what runs an item in this process (default ``fn(*args, item)``; may be a closure,
            e.g. with a progress bar inside the document).
        started: called with each item when its work starts here, or when a worker's result for
            it is taken.
    Raises:
        whatever ``fn`` raises (the pool is shut down first); :class:`Terminated` on SIGTERM.
    """
    jobs = resolve_jobs(jobs)
    min_weight = POOL_MIN_CHARS if min_weight is None else min_weight
    items = iter(items)
    head: list = []
    if jobs > 1:
        total = 0
        for item in items:
            head.append(item)
            total += weight(item)
            if len(head) >= 2 and (len(head) >= min_items or total >= min_weight):
                break
        else:
            jobs = 1  # the whole input is small
    items = itertools.chain(head, items)
    if jobs <= 1:
        for item in items:
            if started is not None:
                started(item)
            yield item, (local(item) if local is not None else fn(*args, item))
        return
    from concurrent.futures import ProcessPoolExecutor

    from claimcheck.frames.extractor import shared_extractor
    shared_extractor(rules_dir).warm()  # built (unit answers too) before forking: every worker inherits it
    pool = ProcessPoolExecutor(max_workers=jobs, mp_context=_context(), initializer=_worker_init,
                               initargs=(rules_dir,))
    frozen = _freeze()
    done = False
    try:
        with _sigterm_raises():
            yield from _windowed(_batches(items, weight), lambda batch: pool.submit(_run_batch, fn, args, batch),
                                 jobs * WINDOW_PER_JOB, lambda batch, future: zip(batch, future.result()), started)
        done = True
    finally:
        try:
            if done:
                try:
                    pool.shutdown(wait=True)
                except BaseException:
                    # Ctrl-C or SIGTERM while the finished pool winds down: stop it as after an error
                    # (left half shut, its manager thread kept the interpreter from exiting)
                    _stop(pool)
                    raise
            else:  # an error, Ctrl-C, SIGTERM or a consumer that stopped early: stop the workers now
                _stop(pool)
        finally:
            if frozen:
                gc.unfreeze()


def _freeze() -> bool:
    """Before the workers fork: move every object this process holds (the extractor, its
    grammar and memos) to the collector's permanent generation (``gc.freeze``), so a worker's
    collections never touch them — touching writes their reference headers, and each page
    written is copied into the worker (copy-on-write).  True when this call froze them (the
    caller unfreezes after the pool); False when they already were (a nested pool)."""
    if gc.get_freeze_count():
        return False
    gc.freeze()
    return True


def _stop(pool) -> None:
    """Terminate a process pool's workers and shut it down without waiting for them."""
    for process in list((getattr(pool, "_processes", None) or {}).values()):
        with contextlib.suppress(Exception):
            process.terminate()
    pool.shutdown(wait=False, cancel_futures=True)


def dask_map(fn: Callable[..., T], items: Iterable[Any], *, scheduler: str, jobs: int | None = None,
             rules_dir: str | None = None, args: tuple = (), weight: Callable[[Any], int] = lambda item: 0,
             started: Callable[[Any], None] | None = None) -> Iterator[tuple[Any, T]]:
    """``(item, fn(*args, item))`` for every item, in input order, computed on a Dask cluster.

    Args:
        fn: a module-level function (workers import it by name: claimcheck must be installed there).
        items: the inputs, sent to the workers as they are read, in the process pool's batches
            (consecutive items up to :data:`BATCH_CHARS` of ``weight`` or :data:`BATCH_ITEMS`
            items: a Dask task costs the scheduler and the client far more than a pool task);
            at most ``WINDOW_PER_JOB`` batches per worker in flight, so memory stays flat
            however long the input.
        weight: an item's size (characters), for the batches.
        scheduler: ``"dask"`` for a local cluster of ``jobs`` worker processes (None or 0: every
            core), or a scheduler address (``tcp://host:8786``) of an existing cluster.
        rules_dir, args, started: as for :func:`ordered_map`.
    Raises:
        ImportError: ``distributed`` is not installed (``pip install 'claimcheck[dask]'``).
    """
    try:
        from distributed import Client, LocalCluster
    except ImportError:
        raise ImportError("--scheduler dask needs the optional extra: pip install 'claimcheck[dask]'") from None
    from claimcheck.frames.dask_worker import ExtractorPlugin
    from claimcheck.frames.extractor import shared_extractor
    rules_hash = shared_extractor(rules_dir).resources.hash
    cluster = None
    frozen = False
    if scheduler == "dask":
        frozen = _fork_ready(rules_dir)
        try:
            cluster = _local_cluster(LocalCluster, resolve_jobs(jobs))
            client = Client(cluster)
        except BaseException:
            if cluster is not None:
                cluster.close()
            if frozen:
                gc.unfreeze()
            raise
    else:
        client = Client(scheduler)
    try:
        client.register_plugin(ExtractorPlugin(rules_dir, rules_hash))
        workers = max(1, len(client.scheduler_info().get("workers", {})))
        def collect(batch, future):
            results = future.result()
            future.release()
            return zip(batch, results)
        with _sigterm_raises():
            yield from _windowed(_batches(items, weight),
                                 lambda batch: client.submit(_run_batch, fn, args, batch, pure=False),
                                 workers * WINDOW_PER_JOB, collect, started)
    finally:
        try:
            client.close()
            if cluster is not None:
                cluster.close()
        finally:
            if frozen:
                gc.unfreeze()


def _can_fork() -> bool:
    return "fork" in multiprocessing.get_all_start_methods()


def _fork_ready(rules_dir: str | None) -> bool:
    """Before a local Dask cluster forks its workers: build the extractor and load its unit
    answers (or, with caching off, the pint registry) here, so each worker inherits them, and
    freeze this process's objects out of the collector (as before the process pool forks,
    :func:`_freeze`).  Returns True when this call froze
    them (the caller unfreezes); nothing happens where the platform cannot fork."""
    if not _can_fork():
        return False
    from claimcheck.frames.extractor import shared_extractor
    shared_extractor(rules_dir).warm()
    return _freeze()


def _local_cluster(cluster_class, workers: int):
    """The local cluster of ``--scheduler dask``: ``workers`` processes of one thread each, no
    dashboard, and, where the platform can fork, worker processes forked from this one
    (``distributed.worker.multiprocessing-method: fork``) instead of spawned: a spawned worker
    starts a new interpreter and imports distributed, claimcheck and pint again (issue 18: the
    cluster's start-up and shut-down took 3.9-4.4 s on 600 documents; forked workers inherit
    the extractor built by :func:`_fork_ready`, docs/benchmarks.md).  The nanny restarts a
    worker it lost with distributed's configured method.  The workers' statistical profiler
    (a thread sampling every 10 ms, for the dashboard this cluster does not have) is off: it
    cost the two workers 0.4-0.55 s of CPU on 600 documents."""
    import dask
    settings = {"distributed.worker.profile.enabled": False}
    if _can_fork():
        settings["distributed.worker.multiprocessing-method"] = "fork"
    with dask.config.set(settings):
        return cluster_class(n_workers=workers, threads_per_worker=1, processes=True, dashboard_address=None)
