"""The game as a desktop program: icon, version, desktop entry name, About box, where files go."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QFileDialog

from tch_desktop.gui.dialogs.about import AboutDialog
from tch_desktop.gui.settings import documents_dir
from tch_desktop.i18n.languages import languages
from tch_desktop.paths import APP_ID, version
from tests.gui.test_window_basics import make_window, to_purchase
from tests.gui.test_window_language import choose_from_menu


def test_the_application_names_its_version_desktop_entry_and_icon(qapp) -> None:
    from importlib.metadata import version as dist_version

    from tch_desktop.gui.app import create_app

    app = create_app()
    assert app.applicationVersion() == dist_version("tch-desktop") == version()
    assert QApplication.desktopFileName() == APP_ID
    sizes = {(s.width(), s.height()) for s in app.windowIcon().availableSizes()}
    assert {(16, 16), (32, 32), (48, 48), (256, 256), (512, 512)} <= sizes


def test_help_about_shows_version_credit_and_licences(qtbot, monkeypatch, controller) -> None:
    window = make_window(qtbot, monkeypatch, controller)
    to_purchase(controller)
    shown: list[AboutDialog] = []

    def show_instead(self: AboutDialog) -> int:
        shown.append(self)
        self.show()
        return 0

    monkeypatch.setattr(AboutDialog, "exec", show_instead)
    choose_from_menu(qtbot, window, "help", window.menu_actions.about)
    qtbot.waitUntil(lambda: bool(shown))
    about = shown[0]
    qtbot.addWidget(about)
    assert about.isVisible() and about.windowTitle() == "About Tokyo Capsule Hotel"
    assert about.edition.text() == f"Desktop edition, version {version()}"
    assert about.summary.text().endswith("This game: round 1, Purchase/Barter.")
    assert "designer and publisher" in about.credit.text()
    licences = "\n".join(lab.text() for lab in about.licences)
    for name in ("LGPL-3.0", "PySide6", "Shapely", "GEOS", "LGPL version 2.1", "NetworkX", "NumPy",
                 "IPA Font License", "LICENSE-TCHYen.txt"):
        assert name in licences
    assert Path(licences.split("full text in ")[1].split(".txt")[0] + ".txt").is_file()
    assert all(lab.textFormat() == Qt.TextFormat.PlainText for lab in about.licences)
    qtbot.mouseClick(about.close_button, Qt.MouseButton.LeftButton)
    assert not about.isVisible()


@pytest.mark.parametrize("code", ["it", "es", "de"])
def test_the_about_box_speaks_every_language(qtbot, code: str) -> None:
    about = AboutDialog()
    qtbot.addWidget(about)
    english = [about.windowTitle(), about.edition.text(), about.summary.text(), about.credit_heading.text(),
               about.credit.text(), about.licence_heading.text(), about.close_button.text(),
               *(lab.text() for lab in about.licences)]
    assert languages().set_language(code)
    qtbot.waitUntil(lambda: about.windowTitle() != english[0])  # LanguageChange is posted
    now = [about.windowTitle(), about.edition.text(), about.summary.text(), about.credit_heading.text(),
           about.credit.text(), about.licence_heading.text(), about.close_button.text(),
           *(lab.text() for lab in about.licences)]
    unchanged = [e for e, n in zip(english, now, strict=True) if e == n]
    assert unchanged == []
    about.show()
    qtbot.waitExposed(about)
    assert about.height() <= 720 and about.width() <= 1280
    texts = [about.edition, about.summary, about.credit, *about.licences]
    clipped = [lab.text() for lab in texts if lab.height() < lab.heightForWidth(lab.width())]
    assert clipped == []


def offering(offered: list[str]):
    """A file dialog that notes the folder it was asked to start in, and is cancelled."""
    def dialog(_parent: object, _title: str, start: str, _filter: str) -> tuple[str, str]:
        offered.append(start)
        return "", ""
    return dialog


def fake_home(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> Path:
    home = tmp_path / "user"
    home.mkdir()
    monkeypatch.setenv("HOME", str(home))
    monkeypatch.setenv("XDG_CONFIG_HOME", str(home / ".config"))  # no user-dirs.dirs: ~/Documents
    return home


def test_save_first_offers_the_documents_folder(qtbot, monkeypatch, controller, tmp_path: Path) -> None:
    home = fake_home(monkeypatch, tmp_path)
    (home / "Documents").mkdir()
    assert documents_dir() == home / "Documents"
    window = make_window(qtbot, monkeypatch, controller)
    to_purchase(controller)
    offered: list[str] = []
    monkeypatch.setattr(QFileDialog, "getSaveFileName", offering(offered))
    qtbot.keyClick(window, Qt.Key.Key_S, Qt.KeyboardModifier.ControlModifier)
    assert offered == [str(home / "Documents" / "tokyo-capsule-hotel-game.json")]


def test_without_a_documents_folder_save_offers_the_home_folder(qtbot, monkeypatch, controller, tmp_path: Path) -> None:
    home = fake_home(monkeypatch, tmp_path)
    assert documents_dir() == home, "we never create folders in the player's home"
    assert not (home / "Documents").exists()


def test_open_and_save_remember_the_last_folder(qtbot, monkeypatch, controller, tmp_path: Path) -> None:
    fake_home(monkeypatch, tmp_path)
    window = make_window(qtbot, monkeypatch, controller)
    to_purchase(controller)
    games = tmp_path / "my games"
    games.mkdir()
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a: (str(games / "first.json"), ""))
    assert window.files.save_as()
    # A new window and a new game (no file yet): the dialogs start where the player last was.
    controller.path = None
    offered: list[str] = []
    monkeypatch.setattr(QFileDialog, "getOpenFileName", offering(offered))
    monkeypatch.setattr(window.files, "may_leave_game", lambda: True)
    window.files.open_file()
    assert offered == [str(games)]


def test_saved_games_honour_the_umask(qtbot, monkeypatch, controller, tmp_path: Path) -> None:
    window = make_window(qtbot, monkeypatch, controller)
    to_purchase(controller)
    old = os.umask(0o022)
    try:
        window.files.save_to(tmp_path / "shared.json")
        assert (tmp_path / "shared.json").stat().st_mode & 0o777 == 0o644
        os.umask(0o002)
        window.files.save_to(tmp_path / "group.json")
        assert (tmp_path / "group.json").stat().st_mode & 0o777 == 0o664
        os.chmod(tmp_path / "group.json", 0o640)  # a file the player made private stays private
        window.files.save_to(tmp_path / "group.json")
        assert (tmp_path / "group.json").stat().st_mode & 0o777 == 0o640
    finally:
        os.umask(old)


def test_a_source_checkout_compiles_translations_into_the_users_own_cache(monkeypatch, tmp_path: Path) -> None:
    from tch_desktop.i18n import languages as i18n
    from tch_desktop.paths import translations_dir

    source = translations_dir() / "tch_it.ts"
    if not source.exists():
        pytest.skip("an installed package ships compiled translations")
    folder = tmp_path / "translations"
    folder.mkdir()
    ts = folder / "tch_it.ts"
    ts.write_text(source.read_text(encoding="utf-8"), encoding="utf-8")
    monkeypatch.setattr(i18n, "translations_dir", lambda: folder)
    monkeypatch.delenv("TCH_DESKTOP_HOME")
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "cache"))
    first = i18n._qm_for("it")
    assert first is not None and first.parent == tmp_path / "cache" / "tch-desktop" / "translations"
    assert i18n._qm_for("it") == first  # compiled once
    # An edited source is compiled again (whatever the clock says), and the old file goes.
    ts.write_text(ts.read_text(encoding="utf-8").replace("&amp;Modifica", "&amp;Cambia"), encoding="utf-8")
    second = i18n._qm_for("it")
    assert second is not None and second != first and not first.exists()
    assert sorted(p.name for p in second.parent.iterdir()) == [second.name]
    # Tests and portable installs: the cache lives in TCH_DESKTOP_HOME.
    monkeypatch.setenv("TCH_DESKTOP_HOME", str(tmp_path / "home"))
    third = i18n._qm_for("it")
    assert third is not None and third.parent == tmp_path / "home" / "cache" / "translations"
