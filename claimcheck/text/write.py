"""Writing a user's file safely: atomically, durably, keeping what the file was.

Every write of a user's file (``warnings --write``, ``--write-baseline``, ``audit --timeline`` /
``--html``) goes through :func:`write_atomic`: the new bytes go to a temporary file in the same
folder, are flushed to disk (``fsync``), get the old file's mode (and owner, where we may set
it), and replace the file in one ``os.replace`` — so a crash, a kill or a full disk leaves either
the old bytes or the new ones, never a truncated file.  A symlink is written through: its target
is replaced and the link stays.  This is the POSIX rename idiom (``rename(2)`` is atomic within
one file system); see also the ``atomicwrites`` / ``python-atomicwrites`` design notes.
"""
from __future__ import annotations

import contextlib
import os
import stat
import tempfile
from pathlib import Path
from typing import BinaryIO, Callable

from claimcheck.errors import InputError


def write_atomic(path: str | os.PathLike, data: bytes | Callable[[BinaryIO], None]) -> None:
    """Replace the contents of ``path`` with ``data`` atomically and durably.

    ``data`` is the bytes, or a function that writes them to the open temporary file (binary):
    a large output (``audit --timeline`` of an 800-version history is 0.7 GB of CSV) is streamed
    to the disk rather than held in memory first.  The file may not exist yet (it is created with the default mode of a new file).  On any
    failure the original file is intact and no temporary file is left behind; a process killed
    outright (SIGKILL) may leave its temporary file, which the next write of the same file
    removes (:func:`_remove_stale_temporaries`).

    Raises:
        InputError: E014 naming the file and its folder when the folder does not exist; E008
            naming the file when it cannot be written (no permission, read-only or full file
            system, a folder in the way …), saying whether the old file was kept or none existed.
    """
    shown = str(path)
    target = Path(os.path.realpath(path))  # write through a symlink to its target
    folder = target.parent
    if not folder.is_dir() and not folder.exists():
        raise InputError("E014", path=shown, folder=(Path(path).parent.as_posix() or "."))
    old = None
    try:
        old = os.stat(target) if target.exists() else None
        if old is not None and not stat.S_ISREG(old.st_mode):
            raise IsADirectoryError(21, "not a regular file") if stat.S_ISDIR(old.st_mode) else \
                OSError(22, "not a regular file")
        _remove_stale_temporaries(target)
        fd, tmp = tempfile.mkstemp(prefix=f".{target.name}.{os.getpid()}.", suffix=TEMP_SUFFIX, dir=folder)
    except OSError as exc:
        raise InputError("E008", path=shown, reason=exc.strerror or str(exc), **_kept(old)) from None
    try:
        with os.fdopen(fd, "wb") as fh:
            if callable(data):
                data(fh)
            else:
                fh.write(data)
            fh.flush()
            os.fsync(fh.fileno())
        if old is not None:
            os.chmod(tmp, stat.S_IMODE(old.st_mode))
            with contextlib.suppress(OSError):  # only root may give a file away; keep ours then
                os.chown(tmp, old.st_uid, old.st_gid)
        else:
            umask = os.umask(0)
            os.umask(umask)
            os.chmod(tmp, 0o666 & ~umask)
        os.replace(tmp, target)
    except OSError as exc:
        with contextlib.suppress(OSError):
            os.unlink(tmp)
        raise InputError("E008", path=shown, reason=exc.strerror or str(exc), **_kept(old)) from None
    except BaseException:  # the writing function failed: the old file stays, no temporary file
        with contextlib.suppress(OSError):
            os.unlink(tmp)
        raise
    with contextlib.suppress(OSError):  # the rename itself reaches the disk with the folder
        dir_fd = os.open(folder, os.O_RDONLY)
        try:
            os.fsync(dir_fd)
        finally:
            os.close(dir_fd)


#: the suffix of our temporary files (``.NAME.PID.RANDOM.claimcheck-tmp`` beside the target)
TEMP_SUFFIX = ".claimcheck-tmp"


def _remove_stale_temporaries(target: Path) -> None:
    """Remove the temporary files an earlier write of ``target`` left when it was killed
    (SIGKILL, a power cut: no program can clean up then) — those whose writing process is gone;
    a write in progress in another live process keeps its file."""
    import glob
    prefix = f".{target.name}."
    for name in glob.glob(glob.escape(str(target.parent / prefix)) + "*" + TEMP_SUFFIX):
        pid_text = Path(name).name[len(prefix):].split(".", 1)[0]
        if not pid_text.isdigit():
            continue  # a temporary file of an older claimcheck, or no file of ours
        pid = int(pid_text)
        if pid == os.getpid():
            continue
        try:
            os.kill(pid, 0)
            continue  # that process still runs (or is another user's): its write may be going on
        except ProcessLookupError:
            pass
        except OSError:
            continue
        with contextlib.suppress(OSError):
            os.unlink(name)


def _kept(old: os.stat_result | None) -> dict[str, str]:
    """The tail of a failed write's message: the old file kept, or no file written at all."""
    return {} if old is not None else {"kept": "nothing was written"}
