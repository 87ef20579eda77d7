"""Record files on disk: read with a bound, written atomically, interrupted writes cleaned up.

Only regular files are read (never a pipe or a device), at most a given
number of bytes. A write goes to a locked temporary file in the same folder,
flushed, renamed over the target, the folder synced; a temporary left by a
killed writer is removed by the next write.
"""

from __future__ import annotations

import os
import re
import stat
import time
from pathlib import Path

from tch_desktop.engine.errors import RecordError


def read_bounded(p: Path, limit: int) -> bytes:
    """The bytes of a regular file, at most `limit` of them; never blocks on a pipe or a device."""
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0)
    try:
        fd = os.open(p, flags)
    except FileNotFoundError as err:
        raise RecordError("no_file", str(p)) from err
    except IsADirectoryError as err:
        raise RecordError("not_a_file", str(p)) from err
    except OSError as err:
        raise RecordError("unreadable", str(p), error=err.strerror) from err
    try:
        info = os.fstat(fd)
        if not stat.S_ISREG(info.st_mode):
            raise RecordError("not_a_file", str(p))
        if info.st_size > limit:
            raise RecordError("too_large", str(p), size=info.st_size)
        chunks: list[bytes] = []
        total = 0
        while total <= limit:
            chunk = os.read(fd, min(1 << 20, limit + 1 - total))
            if not chunk:
                break
            chunks.append(chunk)
            total += len(chunk)
        if total > limit:  # it grew while we read
            raise RecordError("too_large", str(p), size=total)
        return b"".join(chunks)
    except OSError as err:
        raise RecordError("unreadable", str(p), error=err.strerror) from err
    finally:
        os.close(fd)


def _new_file_mode(path: Path) -> int:
    """The mode a saved game gets: the file's own if it exists, else 0o666 less the umask."""
    try:
        return path.stat().st_mode & 0o777
    except OSError:
        pass
    try:  # Linux tells the umask without changing it
        with open("/proc/self/status", encoding="ascii") as fh:
            for line in fh:
                if line.startswith("Umask:"):
                    return 0o666 & ~int(line.split()[1], 8)
    except (OSError, ValueError):
        pass
    mask = os.umask(0o022)
    os.umask(mask)
    return 0o666 & ~mask


def write_atomically(p: Path, data: bytes) -> None:
    """Write `data` to `p`: a temporary file in the same folder, flushed, renamed, the folder synced."""
    import tempfile  # here: reading and replaying a record never writes one (a quicker `replay`)

    p.parent.mkdir(parents=True, exist_ok=True)
    remove_stale_temporaries(p)
    fd, tmp = tempfile.mkstemp(prefix=p.name + TEMP_MARK, suffix=".tmp", dir=p.parent)
    try:
        _lock(fd)  # held until the file is closed: tells remove_stale_temporaries it is alive
        if hasattr(os, "fchmod"):  # mkstemp makes 0600: honour the umask like any saved file
            os.fchmod(fd, _new_file_mode(p))
        with os.fdopen(fd, "wb") as fh:
            fh.write(data)
            fh.flush()
            os.fsync(fh.fileno())
        os.replace(tmp, p)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise
    _sync_folder(p.parent)


def _lock(fd: int) -> bool:
    """Take an exclusive lock without waiting; False if someone holds it (POSIX; always True elsewhere)."""
    try:
        import fcntl
    except ImportError:
        return True
    try:
        fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except OSError:
        return False
    return True


TEMP_MARK = ".tch-"  # in the name of a write's temporary: NAME.tch-xxxxxxxx.tmp (`tempfile`'s 8 characters)


def remove_stale_temporaries(path: str | os.PathLike[str]) -> list[Path]:
    """Remove what writes of `path` that were killed midway left (`NAME.tch-xxxxxxxx.tmp`); the files removed.
    Only names our own writes make: another program's `NAME.draft.tmp` beside it is not ours to remove.

    A temporary whose writer is still at work is locked by it and kept (where
    locks are not available, only temporaries older than a minute go).
    """
    p = Path(path)
    pattern = re.compile(re.escape(p.name + TEMP_MARK) + r"[a-z0-9_]{8}\.tmp")
    removed = []
    try:
        candidates = [c for c in p.parent.iterdir() if pattern.fullmatch(c.name)]
    except OSError:
        return []
    for tmp in candidates:
        try:
            fd = os.open(tmp, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0))
        except OSError:
            continue
        try:
            if not stat.S_ISREG(os.fstat(fd).st_mode) or not _lock(fd):
                continue
            try:
                import fcntl  # noqa: F401 - locks exist: a free lock means a dead writer
            except ImportError:
                if os.fstat(fd).st_mtime > time.time() - 60:
                    continue
            tmp.unlink()
            removed.append(tmp)
        except OSError:
            pass
        finally:
            os.close(fd)
    return removed


def _sync_folder(folder: Path) -> None:
    """Make the rename itself durable (POSIX: fsync the directory); a no-op where folders cannot be opened."""
    try:
        fd = os.open(folder, os.O_RDONLY | getattr(os, "O_DIRECTORY", 0))
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)
