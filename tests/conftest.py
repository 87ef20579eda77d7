"""Test-wide settings: Qt runs offscreen, settings and autosaves go to a temporary home.

The home is removed when the run ends (and pytest keeps no tmp_path folders of
passing tests, see pyproject.toml): a test run leaves nothing behind.

The whole suite (pytest started without paths) runs on two processes when
pytest-xdist is installed (the `test` extra brings it): each process has its
own QApplication and its own home. `-n 0` runs it on one; naming tests or
files runs them on one too.
"""

from __future__ import annotations

import gc
import json
import os
import shutil
import sys
import tempfile
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

from tch_desktop.cli import BLAS_THREADS

# One BLAS thread, as the program sets for itself (`BLAS_THREADS`), in the test
# processes and every program they start: numpy's OpenBLAS otherwise starts a thread per CPU at
# each import, 0.04-0.05 s of CPU each time (issue 16).
os.environ.setdefault(*BLAS_THREADS)

# The run's temporary folders (each test's tmp_path, the home below, the bytecode cache, what the
# programs it starts write) go to the RAM disk where there is one and no TMPDIR was chosen. On this
# machine's disk every autosave's rename over the last one waits for the data to be written out
# (ext4 does that on a rename over a file), 2-5 ms, and making and removing a test's folder 2-9 ms;
# on the RAM disk both take well under a millisecond. What the tests check is unchanged: the same
# files are written, renamed and removed (os.fsync is stubbed below for the same reason).
RAM_DISK = "/dev/shm"
RAM_DISK_FREE = 1 << 30  # bytes free at least (a container's may have 64 MB); a run writes some tens of MB


def _ram_disk_free() -> int:
    try:
        st = os.statvfs(RAM_DISK)
    except OSError:
        return 0
    return st.f_bavail * st.f_frsize


if (not os.environ.get("TMPDIR") and os.path.isdir(RAM_DISK) and os.access(RAM_DISK, os.W_OK | os.X_OK)
        and _ram_disk_free() >= RAM_DISK_FREE):
    os.environ["TMPDIR"] = RAM_DISK
    tempfile.tempdir = None  # asked again of the environment
_HOME: str | None = None
if not os.environ.get("TCH_DESKTOP_HOME"):
    _HOME = tempfile.mkdtemp(prefix="tch-test-home-")
    os.environ["TCH_DESKTOP_HOME"] = _HOME

# Qt runs offscreen. Its first screen is the one Qt's offscreen platform makes by default (800×800
# at 96 dpi), where every window opens as before; then the two laptop screens of
# tests/gui/test_screen_fit.py (1280×720 and 1366×768): the screen-fit cases put their windows
# there, in the test process, instead of starting a program of their own for each size (a Qt
# application's screens are fixed for its life; 2 × 4 s of CPU, issue 16). All three start at the
# top left corner: with the laptop screens beside the first one, Qt moved a dialog opened over a
# window on a laptop screen back to the first screen (the centre of a geometry it had on the way
# lay there); with all three at the corner the dialog stays on its window's screen (the cases
# check that each dialog is on its window's screen). The screens' file lives in the run's home (removed with it) or,
# with a home chosen by the caller, in a temporary folder removed at the end. Where
# QT_QPA_PLATFORM is set by the caller it is kept (the screen-fit cases then start programs).
LAPTOP_SCREENS = ((1280, 720), (1366, 768))
_SCREENS_DIR: str | None = None
if not os.environ.get("QT_QPA_PLATFORM"):
    _screens_dir = _HOME or tempfile.mkdtemp(prefix="tch-test-screens-")
    _SCREENS_DIR = None if _HOME else _screens_dir
    _screens = [{"name": "", "x": 0, "y": 0, "width": 800, "height": 800}]
    for _w, _h in LAPTOP_SCREENS:
        _screens.append({"name": f"laptop {_w}x{_h}", "x": 0, "y": 0, "width": _w, "height": _h})
    _screens_file = Path(_screens_dir) / "screens.json"
    _screens_file.write_text(json.dumps({"screens": [dict(s, logicalDpi=96, logicalBaseDpi=96, dpr=1)
                                                     for s in _screens]}), encoding="utf-8")
    os.environ["QT_QPA_PLATFORM"] = f"offscreen:configfile={_screens_file}"

# Where `PYTHONDONTWRITEBYTECODE` is set (this machine's environment), every program a test starts
# (`tch-desktop replay`, `simulate`, a pytest on a virtual screen: some 45 in a run) compiled the
# game's modules, and pytest rewrote its test files, from source again. Those programs share one
# bytecode cache instead, a temporary folder of the run (`PYTHONPYCACHEPREFIX`), removed at its
# end like the home; the checkout stays free of `__pycache__`. The test processes themselves
# are left as they are (with the prefix they would recompile the libraries' modules too).
_PYCACHE: str | None = None
if sys.flags.dont_write_bytecode and not os.environ.get("TCH_TEST_PYCACHE"):
    _PYCACHE = tempfile.mkdtemp(prefix="tch-test-pycache-")
    os.environ["TCH_TEST_PYCACHE"] = _PYCACHE


# Collection (importing Qt, the game and every test module, rewriting their assertions) makes
# hundreds of thousands of objects and hardly any garbage: Python's cyclic collector, left on, ran
# some 1,400 collections over them, 11 of them full, 0.8 s of each test process's CPU (issue 16).
# It is paused from here (the first conftest pytest imports) until the tests run
# (`pytest_runtestloop`), where the first test's fixture collects once and freezes what is alive.
_COLLECTION_PAUSED = gc.isenabled()
gc.disable()


@pytest.hookimpl(tryfirst=True)
def pytest_runtestloop(session: pytest.Session) -> None:
    """The cyclic collector is back on before the first test (paused above for the collection)."""
    if _COLLECTION_PAUSED:
        gc.enable()


SUITE_PROCESSES = 2


@pytest.hookimpl(tryfirst=True)
def pytest_cmdline_main(config: pytest.Config) -> None:
    """Before pytest-xdist reads its options: the whole suite on two processes, if it can help."""
    if (config.pluginmanager.hasplugin("xdist") and config.option.numprocesses is None
            and not hasattr(config, "workerinput") and "PYTEST_XDIST_WORKER" not in os.environ  # not in a worker
            and config.args_source is pytest.Config.ArgsSource.TESTPATHS
            and not config.option.collectonly and not config.getoption("usepdb")
            and len(os.sched_getaffinity(0) if hasattr(os, "sched_getaffinity") else range(os.cpu_count() or 1))
            >= SUITE_PROCESSES):
        config.option.numprocesses = SUITE_PROCESSES
        if config.option.dist == "no":
            config.option.dist = "worksteal"  # see pytest_collection_modifyitems
            os.environ["TCH_TEST_WORKSTEAL"] = "1"  # the processes are told (they get no --dist)


# The longest tests (most of them wait on programs they start), with their seconds of CPU on this
# project's 2-core machine: only weights for the order below, not limits. A prefix naming a whole
# module keeps it together (its module-scoped fixture is made once). A name no longer found here is
# simply run in its place.
LONGEST: dict[str, float] = {
    "tests/gui/test_screen_fit.py::test_every_window_and_dialog_fits_the_screen[1280x720-": 4.5,
    "tests/gui/test_screen_fit.py::test_every_window_and_dialog_fits_the_screen[1366x768-": 4.5,
    "tests/bots/test_full_games.py::": 6.5,
    "tests/bots/test_archetypes.py::": 6.5,
    "tests/engine/test_properties.py::": 4.5,
    "tests/bots/test_same_seed.py::test_a_seeded_four_bot_game_is_the_same_beside_a_busy_cpu_loop": 5.0,
    "tests/engine/test_fuzz_records.py::test_mutated_records_never_escape_the_loader_and_replay": 4.5,
    "tests/bots/test_remembered_figures.py::": 4.5,
    "tests/bots/test_barter.py::test_bots_propose_legal_deals_in_play_and_some_are_struck": 1.5,
    "tests/bots/test_same_seed.py::test_simulate_saves_the_same_records_whatever_the_jobs": 2.5,
    "tests/gui/test_crash_resume.py::": 4.0,
    "tests/gui/test_long_games.py::test_opening_a_long_record_encodes_each_action_once": 3.5,
    "tests/test_packaging.py::test_a_test_run_leaves_nothing_behind": 3.0,
    "tests/gui/test_hotseat_game.py::": 2.5,
    "tests/bots/test_simulate_records.py::": 2.5,
    "tests/bots/test_bot_threads.py::test_many_bot_decisions_while_the_gui_thread_drops_qt_objects_do_not_crash": 2.5,
    "tests/gui/test_open_in_background.py::": 2.5,
    "tests/bots/test_balance_harness.py::test_the_same_table_on_one_process_or_two": 1.5,
    "tests/bots/test_simulate_jobs.py::": 2.0,
    "tests/engine/test_headless.py::": 1.0,  # (one program for its checks: tests/engine/test_headless.py)
}


@pytest.hookimpl(trylast=True)
def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    """On several processes, no long test is left running alone at the end while the others idle.

    `--dist worksteal` hands each process an equal, consecutive share of the collection, and a
    process that has run out takes the last half of what another still has queued. So each share
    starts with its part of the longest tests (the heaviest first, each to the share that has the
    least of them so far), then short tests in pytest's order: the ends of the queues, where work
    is taken from, are short tests. Same order in every process (they must collect alike)."""
    workers = getattr(config, "workerinput", {}).get("workercount", 0)
    if workers < 2 or not os.environ.get("TCH_TEST_WORKSTEAL"):
        return
    units: dict[str, list[pytest.Item]] = {}
    rest: list[pytest.Item] = []
    for item in items:
        prefix = next((p for p in LONGEST if item.nodeid.startswith(p)), None)
        if prefix is None:
            rest.append(item)
        else:
            units.setdefault(prefix, []).append(item)
    shares: list[list[pytest.Item]] = [[] for _ in range(workers)]
    loads = [0.0] * workers
    for prefix in sorted(units, key=lambda p: -LONGEST[p]):
        lightest = loads.index(min(loads))
        shares[lightest] += units[prefix]
        loads[lightest] += LONGEST[prefix]
    ordered: list[pytest.Item] = []
    left = len(items)
    for n, share in enumerate(shares):
        size = left // (workers - n)  # as worksteal cuts the collection
        left -= size
        short = max(0, size - len(share))
        ordered += share + rest[:short]
        rest = rest[short:]
    items[:] = ordered + rest


def pytest_configure(config: pytest.Config) -> None:
    """Hypothesis's own modules are imported as they are, not rewritten for pytest's assertions.

    pytest rewrites every module of a distribution that registers a plug-in (Hypothesis does,
    `_hypothesis_pytestplugin`); with `PYTHONDONTWRITEBYTECODE` set (this machine's environment)
    nothing is cached, so each test process rewrote and compiled its ~77 Hypothesis modules from
    source: 0.6-0.8 s of CPU per process. Only assertions inside Hypothesis lose pytest's detailed
    message; the tests' own modules and conftests are rewritten as before. (pytest keeps the names
    in a private set: where it has moved, nothing changes.)"""
    _share_rewritten_modules(config)
    try:
        from _pytest.assertion import assertstate_key
        must_rewrite = config.stash[assertstate_key].hook._must_rewrite  # type: ignore[union-attr]
    except (ImportError, KeyError, AttributeError):
        return
    if isinstance(must_rewrite, set):
        must_rewrite.discard("hypothesis")


def _share_rewritten_modules(config: pytest.Config) -> None:
    """The test processes of a run rewrite each test module's assertions once between them.

    pytest keeps what it rewrote (its own checked-hash .pyc, validated against the source's hash
    before use) only where bytecode may be written: with `PYTHONDONTWRITEBYTECODE` (this machine's
    environment) each test process rewrote every test module, half of its collection (2.5-3 s of
    CPU of some 5.5). Here what any process of the run rewrites goes to the run's cache (`_PYCACHE`,
    removed at the end), where the others find it, and the last process rewrites the modules from
    the last one backwards (`pytest_collection`) while the first imports them forwards: each
    rewrites about half. What the tests import and how their assertions report is unchanged.
    (pytest's functions for this are private: where they have moved, nothing changes.)"""
    cache = os.environ.get("TCH_TEST_PYCACHE")
    if not cache or not sys.flags.dont_write_bytecode:
        return  # (without the flag pytest shares them itself, in __pycache__)
    try:
        from _pytest.assertion import assertstate_key, rewrite

        state = config.stash[assertstate_key]
        rewrite_test, write_pyc, makedirs = rewrite._rewrite_test, rewrite._write_pyc, rewrite.try_makedirs
        tail = rewrite.PYC_TAIL
    except (ImportError, KeyError, AttributeError):
        return
    if not hasattr(rewrite, "get_cache_dir"):
        return
    root = Path(cache) / "rewritten"

    def cache_dir(file_path: Path) -> Path:
        return root / Path(*file_path.parts[1:-1])

    def pyc(fn: Path) -> Path:
        return cache_dir(fn) / (fn.name[:-3] + tail)

    def rewrite_and_share(fn: Path, config: pytest.Config) -> tuple[bytes, object]:
        source_hash, co = rewrite_test(fn, config)
        if makedirs(cache_dir(fn)):
            write_pyc(state, co, source_hash, pyc(fn))
        return source_hash, co

    rewrite.get_cache_dir = cache_dir
    rewrite._rewrite_test = rewrite_and_share
    _SHARED_REWRITES.append((pyc, lambda fn: rewrite_and_share(fn, config)))


#: Set by `_share_rewritten_modules`: where a test module's rewritten code goes, and a rewrite of it.
_SHARED_REWRITES: list[tuple[Callable[[Path], Path], Callable[[Path], object]]] = []


@pytest.hookimpl(tryfirst=True)
def pytest_collection(session: pytest.Session) -> None:
    """The last of several test processes rewrites the test modules from the last one backwards,
    until it meets one that another process rewrote (see `_share_rewritten_modules`)."""
    workerinput = getattr(session.config, "workerinput", {})
    workers, worker = workerinput.get("workercount", 0), workerinput.get("workerid", "")
    if workers < 2 or worker != f"gw{workers - 1}" or not _SHARED_REWRITES:
        return
    pyc, rewrite = _SHARED_REWRITES[0]
    for fn in sorted(Path(__file__).resolve().parent.rglob("test_*.py"), reverse=True):
        if pyc(fn).exists():
            break
        try:
            rewrite(fn)
        except Exception:  # a module that does not compile: its collection reports it
            continue


def pytest_unconfigure(config) -> None:
    if _HOME is not None:
        shutil.rmtree(_HOME, ignore_errors=True)
    if _PYCACHE is not None:
        shutil.rmtree(_PYCACHE, ignore_errors=True)
    if _SCREENS_DIR is not None:
        shutil.rmtree(_SCREENS_DIR, ignore_errors=True)


@pytest.fixture(scope="session", autouse=True)
def _started_programs_share_bytecode() -> Iterator[None]:
    """In the process that runs the tests: the programs they start write and read their bytecode
    in the run's cache (see `_PYCACHE` above)."""
    cache = os.environ.get("TCH_TEST_PYCACHE")
    if not cache:
        yield
        return
    _library_bytecode_linked(cache)
    with pytest.MonkeyPatch.context() as mp:
        mp.setenv("PYTHONPYCACHEPREFIX", cache)
        mp.delenv("PYTHONDONTWRITEBYTECODE", raising=False)
        yield


def _library_bytecode_linked(cache: str) -> None:
    """The run's bytecode cache is given the bytecode the libraries already have.

    With `PYTHONPYCACHEPREFIX` a program looks for every module's bytecode in the cache only, so the
    first programs of a run compiled the standard library's and the libraries' modules they import
    from source (~200 of them for `replay`, numpy's and shapely's; networkx's too for `simulate`):
    up to a second of CPU, twice when both test processes start their first program at once. Here
    each module this process has imported (from collection: Qt, numpy, shapely, networkx, the
    standard library) whose bytecode the installation keeps beside it (`__pycache__`) gets a link
    to that file where the cache's layout puts it. Python checks a linked file against its source as
    it does any bytecode; the game's own modules have none there and are compiled into the cache by
    the first program, as before. Links already made (by the other test process) are kept."""
    for module in list(sys.modules.values()):
        spec = getattr(module, "__spec__", None)
        origin, cached = getattr(spec, "origin", None), getattr(spec, "cached", None)
        if not (isinstance(origin, str) and isinstance(cached, str) and origin.endswith(".py")
                and os.path.isabs(origin) and os.path.isfile(cached)):
            continue
        folder = os.path.join(cache, os.path.splitdrive(os.path.dirname(origin))[1].lstrip(os.sep))
        try:
            os.makedirs(folder, exist_ok=True)
            os.symlink(cached, os.path.join(folder, os.path.basename(cached)))
        except FileExistsError:
            continue
        except OSError:  # no symbolic links here (Windows without the privilege): compiled as before
            return


@pytest.fixture(autouse=True)
def _no_flush_to_the_platter(monkeypatch: pytest.MonkeyPatch) -> None:
    """Tests save into temporary folders nobody reads after a power cut: `os.fsync` returns at once
    (on this machine's disk each one waits 2-3 ms, and every applied action autosaves). The order of
    the writes, renames and syncs is unchanged: tests/gui/test_own_folders.py spies on the calls."""
    monkeypatch.setattr(os, "fsync", _no_fsync)


def _no_fsync(fd: int) -> None:
    os.fstat(fd)  # still refuses a closed or bad descriptor, as fsync would


_frozen = False  # this process froze its long-lived objects, and nothing has unfrozen them since


def _unfreeze_noted(unfreeze: Callable[[], None] = gc.unfreeze) -> None:
    global _frozen
    _frozen = False
    unfreeze()


# `gc.unfreeze()` (a test's cleanup, or `simulate` with several jobs) is noted as it happens, so
# the fixture below need not ask `gc.get_freeze_count()`, which counts the ~100,000 frozen objects
# one by one: 8-17 ms of CPU before every test of the run (issue 16).
gc.unfreeze = _unfreeze_noted


@pytest.fixture(autouse=True)
def _long_lived_objects_frozen() -> None:
    """What is alive before a test (the modules, Qt, the collected tests) is frozen out of the
    collector's way (`gc.freeze()`, as the program does before its first bot thread): each GUI test
    ends with a full collection (tests/gui/conftest.py), which otherwise walks those ~100,000
    objects every time, 50-60 ms of CPU per test. Frozen once per process, after a full collection
    (so no garbage is frozen), and again after a test that unfroze them."""
    global _frozen
    if not _frozen:
        gc.collect()
        gc.freeze()
        _frozen = True


@pytest.fixture(autouse=True)
def _bot_threads_settled():
    """A test leaves no bot thread thinking, so Python's garbage collection is back on for the next one."""
    yield
    collector = sys.modules.get("tch_desktop.gui.collector")
    if collector is not None and collector.COLLECTOR.threads:
        collector.COLLECTOR.wait(30)
