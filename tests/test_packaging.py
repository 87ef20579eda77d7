"""What we ship: the PySide6 pin, the desktop entry, the AppStream metainfo, the icons, the shortcut."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest
from packaging.requirements import Requirement

from tch_desktop import __version__, shortcut
from tch_desktop.paths import APP_ID, resource

ROOT = Path(__file__).resolve().parent.parent
PYPROJECT = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
ICON_SIZES = (16, 24, 32, 48, 64, 128, 256, 512)


def pyside_requirements(specs: list[str]) -> list[Requirement]:
    return [r for r in map(Requirement, specs) if r.name.lower() == "pyside6-essentials"]


def allowed(reqs: list[Requirement], python: str, pyside: str) -> bool:
    """Whether pip may pick PySide6 `pyside` on Python `python` under these requirements."""
    env = {"python_version": python, "python_full_version": python + ".0"}
    return all(pyside in r.specifier for r in reqs if r.marker is None or r.marker.evaluate(env))


def test_pyside6_6_12_is_refused_on_python_3_11_only() -> None:
    runtime = pyside_requirements(PYPROJECT["project"]["dependencies"])
    assert not allowed(runtime, "3.11", "6.12.0")
    assert allowed(runtime, "3.11", "6.11.3")
    assert allowed(runtime, "3.12", "6.12.0") and allowed(runtime, "3.13", "6.12.0")
    assert not allowed(runtime, "3.12", "6.7.3")  # the floor holds everywhere


def test_the_build_requires_the_same_pyside6_range_as_the_game() -> None:
    build = pyside_requirements(PYPROJECT["build-system"]["requires"])
    runtime = pyside_requirements(PYPROJECT["project"]["dependencies"])
    assert sorted(map(str, build)) == sorted(map(str, runtime))


VOID_CALLS = """
import sys
from PySide6.QtCore import QObject
o = QObject()
for i in range(20_000):
    o.setObjectName("x")  # returns None: the call that 6.12 on Python 3.11 miscounts
print("ok")
"""


def test_twenty_thousand_void_qt_calls_do_not_abort_python() -> None:
    run = subprocess.run([sys.executable, "-c", VOID_CALLS], capture_output=True, text=True, timeout=120)
    assert run.returncode == 0, run.stderr[-2000:]
    assert run.stdout.strip() == "ok"


def test_the_desktop_entry_is_valid() -> None:
    entry = resource("desktop", f"{APP_ID}.desktop")
    text = entry.read_text(encoding="utf-8")
    assert f"Icon={APP_ID}\n" in text and "Exec=tch-desktop %f\n" in text
    for code in ("it", "es", "de"):
        assert f"Comment[{code}]=" in text and f"GenericName[{code}]=" in text
    exe = shutil.which("desktop-file-validate")
    if exe is None:
        pytest.skip("desktop-file-validate is not installed")
    run = subprocess.run([exe, str(entry)], capture_output=True, text=True)
    assert run.returncode == 0 and not run.stdout.strip(), run.stdout


def test_the_appstream_metainfo_is_valid_and_names_this_version() -> None:
    meta = resource("desktop", f"{APP_ID}.metainfo.xml")
    text = meta.read_text(encoding="utf-8")
    assert f"<id>{APP_ID}</id>" in text
    assert f'<launchable type="desktop-id">{APP_ID}.desktop</launchable>' in text
    assert f'<release version="{__version__}"' in text  # a new version gets its release entry
    exe = shutil.which("appstreamcli")
    if exe is None:
        pytest.skip("appstreamcli is not installed")
    run = subprocess.run([exe, "validate", "--no-net", str(meta)], capture_output=True, text=True)
    assert run.returncode == 0, run.stdout + run.stderr
    assert "W:" not in run.stdout and "E:" not in run.stdout, run.stdout


def test_the_icon_comes_as_svg_and_every_png_size_from_16_to_512() -> None:
    from PySide6.QtGui import QImage

    icons = resource("icons", "hicolor")
    assert (icons / "scalable" / "apps" / f"{APP_ID}.svg").read_text(encoding="utf-8").lstrip().startswith("<?xml")
    for size in ICON_SIZES:
        image = QImage(str(icons / f"{size}x{size}" / "apps" / f"{APP_ID}.png"))
        assert (image.width(), image.height()) == (size, size)
        assert image.hasAlphaChannel()


def test_install_shortcut_puts_entry_and_icons_in_the_users_menu_and_remove_takes_them_away(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    from tch_desktop.cli import main

    if sys.platform in ("win32", "darwin"):
        pytest.skip("freedesktop.org menus only")
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "share"))
    assert main(["install-shortcut"]) == 0
    entry = tmp_path / "share" / "applications" / f"{APP_ID}.desktop"
    text = entry.read_text(encoding="utf-8")
    exec_line = next(line for line in text.splitlines() if line.startswith("Exec="))
    program = exec_line.removeprefix("Exec=").removesuffix(" %f")
    assert Path(program.strip('"')).is_absolute()  # this installation, whatever PATH says
    for size in ICON_SIZES:
        assert (tmp_path / "share" / "icons" / "hicolor" / f"{size}x{size}" / "apps" / f"{APP_ID}.png").is_file()
    assert (tmp_path / "share" / "icons" / "hicolor" / "scalable" / "apps" / f"{APP_ID}.svg").is_file()
    assert f"installed {entry}" in capsys.readouterr().out
    if shutil.which("desktop-file-validate"):
        assert subprocess.run(["desktop-file-validate", str(entry)], capture_output=True).returncode == 0

    assert main(["install-shortcut", "--remove"]) == 0
    left = [p for p in (tmp_path / "share").rglob("*") if p.is_file() and APP_ID in p.name]
    assert left == []
    assert f"removed {entry}" in capsys.readouterr().out


def test_an_exec_line_quotes_a_path_with_spaces() -> None:
    text = shortcut.desktop_entry(["/opt/My Games/tch-desktop"])
    assert 'Exec="/opt/My Games/tch-desktop" %f\n' in text


def test_a_test_run_leaves_nothing_behind(tmp_path: Path) -> None:
    """A whole pytest session (with a GUI test that switches language) leaves its temp folder empty."""
    scratch = tmp_path / "tmp"
    scratch.mkdir()
    env = {k: v for k, v in os.environ.items()
           if k not in ("TCH_DESKTOP_HOME", "PYTEST_ADDOPTS", "TCH_TEST_PYCACHE", "PYTHONPYCACHEPREFIX")}
    # As this machine runs the suite: no bytecode written, so the run makes a bytecode cache of its own.
    env.update(TMPDIR=str(scratch), XDG_CACHE_HOME=str(tmp_path / "cache"), XDG_RUNTIME_DIR=str(tmp_path),
               PYTHONDONTWRITEBYTECODE="1")
    run = subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "no:randomly",
                          "tests/gui/test_window_language.py", "-k", "switches_the_menus"],
                         cwd=ROOT, env=env, capture_output=True, text=True, timeout=300)
    assert run.returncode == 0, run.stdout[-3000:] + run.stderr[-3000:]
    left = sorted(str(p.relative_to(scratch)) for p in scratch.rglob("*")
                  if not (p.is_dir() and p.name.startswith("pytest-of-")))  # pytest's own per-user root
    assert left == []
    assert not (tmp_path / "cache").exists() or not any((tmp_path / "cache").rglob("*.qm"))
