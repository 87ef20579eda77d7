"""GUI test fixtures: our fonts, English, a fresh home folder per test, a controller."""

from __future__ import annotations

import gc
from collections.abc import Iterator
from pathlib import Path

import pytest

# Not a test module, but its checks are asserts: rewritten like a test module's (for their messages).
pytest.register_assert_rewrite("tests.gui.screen_fit_cases")

from tch_desktop.engine import PlayerSetup, Setup  # noqa: E402


@pytest.fixture(scope="session")
def compiled_translations(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """One cache of compiled translations for the whole run (of this process)."""
    return tmp_path_factory.mktemp("cache")


@pytest.fixture(autouse=True)
def gui_env(qapp, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, compiled_translations: Path) -> Iterator[None]:
    """A fresh home per test, whose cache is the run's: a source checkout compiles each .ts with
    lrelease once per run, not once per test (a process, 10-17 ms of CPU each), through the
    program's own path (`_qm_for` still hashes the .ts and finds its .qm by that name)."""
    from tch_desktop.gui.app import install_fonts
    from tch_desktop.i18n.languages import languages

    (tmp_path / "home").mkdir()
    try:
        (tmp_path / "home" / "cache").symlink_to(compiled_translations, target_is_directory=True)
    except OSError:  # Windows without the symlink privilege: a cache of the test's own, as before
        pass
    monkeypatch.setenv("TCH_DESKTOP_HOME", str(tmp_path / "home"))
    install_fonts()
    languages().set_language("en")
    yield
    if languages().code != "en":  # English again, for what runs next in this process
        # (not reinstalled when it never changed: that retranslated every widget the test left, its
        # whole table, for nothing; the next GUI test installs it afresh anyway)
        languages().set_language("en")


@pytest.fixture(autouse=True)
def gc_between_events(qapp) -> Iterator[None]:
    """As in the program (`create_app`): cyclic garbage is freed by the GUI thread between events only.

    pytest-qt keeps only a weak reference to a test's windows, so a window in a reference cycle
    is garbage while it is still shown: collected in the middle of its own paint event, it
    crashed the suite (issue 9)."""
    from tch_desktop.gui.collector import COLLECTOR

    COLLECTOR.install()
    yield
    COLLECTOR.uninstall()  # a full collection: what the test left is freed
    # What outlives it (modules imported on first use, the bots' and the Map's caches, what the tests
    # before it kept) is frozen out of later collections' way, as tests/conftest.py froze the rest
    # before the first test: the next test's full collection walks only what that test makes, not
    # the 100,000-odd objects the tests before it left alive (20-30 ms a GUI test, issue 16).
    gc.freeze()


@pytest.fixture(autouse=True)
def no_unexpected_message_boxes(monkeypatch: pytest.MonkeyPatch) -> None:
    """A message box a test did not expect fails the test instead of waiting forever for a click."""
    from PySide6.QtWidgets import QMessageBox

    def unexpected(*args, **kwargs):
        raise AssertionError(f"unexpected message box: {args[1:3]}")

    for name in ("warning", "information", "critical", "question", "about"):
        monkeypatch.setattr(QMessageBox, name, unexpected)


def answer_resume(monkeypatch: pytest.MonkeyPatch) -> list[tuple[str, str]]:
    """Every message box opened with exec() is answered with its first button ("Resume");
    the list returned notes each one asked, as (title, text)."""
    from PySide6.QtWidgets import QMessageBox

    asked: list[tuple[str, str]] = []

    def resume(box: QMessageBox) -> int:
        asked.append((box.windowTitle(), box.text()))
        box.buttons()[0].click()  # Resume
        return 0

    monkeypatch.setattr(QMessageBox, "exec", resume)
    return asked


@pytest.fixture
def controller(tmp_path: Path):
    from tch_desktop.gui.controller import GameController

    return GameController(autosave_dir=tmp_path / "data")


def two_player_setup(seed: int = 7, cards: str = "off") -> Setup:
    return Setup([PlayerSetup("Aiko", "crane", "#c0392b"), PlayerSetup("Ren", "fan", "#2471a3")],
                 seed=seed, attraction_cards=cards)
