"""Build the standalone game: a PyInstaller folder app and a .tar.gz of it.

    python3 -m venv .venv && .venv/bin/pip install -e '.[package]'
    .venv/bin/python packaging/build_app.py

writes dist/tch-desktop/ (run dist/tch-desktop/tch-desktop) and
dist/tch-desktop-VERSION-linux-x86_64.tar.gz. The folder carries its own
Python, Qt, the game's resources (records, help, fonts, icons, desktop entry)
and the compiled translations; no Python is needed on the player's machine,
only a glibc as new as the build machine's (see README, "Standalone build").
PyInstaller is a build-time tool only: the game never imports it.
Check the result with packaging/check_app.sh before each release.
"""

from __future__ import annotations

import argparse
import platform
import shutil
import subprocess
import sys
import tarfile
import time
from importlib.metadata import distribution
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
NAME = "tch-desktop"
# Python modules the game never uses but PyInstaller would otherwise follow into.
EXCLUDES = ("tkinter", "pytest", "pytestqt", "hypothesis", "PyInstaller", "setuptools", "pip",
            "IPython", "matplotlib", "pandas", "scipy", "PIL")
# Licences shipped beside the program (the About box names them).
LICENSED = ("PySide6-Essentials", "shiboken6", "shapely", "networkx", "numpy")


def stage_package(work: Path) -> Path:
    """Install the game (not its dependencies) into a folder, as a wheel would: data and .qm included."""
    site = work / "site"
    if site.exists():
        shutil.rmtree(site)
    subprocess.run([sys.executable, "-m", "pip", "install", "--quiet", "--no-deps", "--no-compile",
                    "--target", str(site), str(ROOT)], check=True)
    data = site / "tch_desktop" / "_data"
    qms = sorted(p.name for p in (data / "translations").glob("*.qm"))
    if qms != ["tch_de.qm", "tch_es.qm", "tch_it.qm"]:
        raise SystemExit(f"the staged package lacks its translations: {qms}")
    return site


def collect_licences(folder: Path) -> None:
    """The licence files of what we ship, in LICENSES/ beside the program."""
    out = folder / "LICENSES"
    out.mkdir(exist_ok=True)
    for name in LICENSED:
        dist = distribution(name)
        for f in dist.files or []:
            if "licenses/" in str(f) and f.name.upper().startswith(("LICENSE", "COPYING")) \
                    and str(f).count("/") <= 3:
                shutil.copyfile(Path(str(f.locate())), out / f"{name}-{f.name}")
    for text in ("LGPL-3", "GPL-3"):  # Qt/PySide6 is LGPL-3.0, which is GPL-3.0 plus permissions
        system = Path("/usr/share/common-licenses") / text
        if system.exists():
            shutil.copyfile(system, out / f"Qt-PySide6-{text}.txt")
    shutil.copyfile(ROOT / "resources" / "fonts" / "LICENSE-TCHYen.txt", out / "TCHYen-font-LICENSE.txt")
    (out / "README.txt").write_text(
        "Tokyo Capsule Hotel, desktop edition: (c) TCH Studio, all rights reserved.\n"
        "Qt and PySide6 (Qt for Python), (c) The Qt Company Ltd., are used under the GNU LGPL v3;\n"
        "their libraries are the separate files in _internal/PySide6 and may be replaced.\n"
        "Shapely (with GEOS, LGPL-2.1), NetworkX and NumPy: the licence files in this folder.\n"
        "The TCH Yen font: IPA Font License Agreement v1.0 (TCHYen-font-LICENSE.txt).\n"
        "Python: Python Software Foundation License.\n", encoding="utf-8")


def build(dist_dir: Path, work: Path) -> Path:
    import PyInstaller.__main__

    site = stage_package(work)
    sys.path.insert(0, str(site))  # PyInstaller analyses the staged copy, not the checkout
    args = [
        str(ROOT / "packaging" / "tch_desktop_app.py"),
        "--name", NAME, "--onedir", "--noconfirm", "--clean", "--log-level", "WARN",
        "--distpath", str(dist_dir), "--workpath", str(work / "pyinstaller"), "--specpath", str(work),
        "--paths", str(site),
        "--add-data", f"{site / 'tch_desktop' / '_data'}:tch_desktop/_data",
        "--copy-metadata", "tch-desktop",
    ]
    for module in EXCLUDES:
        args += ["--exclude-module", module]
    PyInstaller.__main__.run(args)
    folder = dist_dir / NAME
    collect_licences(folder)
    return folder


def archive(folder: Path, version: str) -> Path:
    machine = platform.machine().lower() or "unknown"
    out = folder.parent / f"{NAME}-{version}-{platform.system().lower()}-{machine}.tar.gz"
    with tarfile.open(out, "w:gz", compresslevel=6) as tar:
        tar.add(folder, arcname=NAME)
    return out


def size_mb(path: Path) -> float:
    if path.is_file():
        return path.stat().st_size / 1e6
    return sum(p.stat().st_size for p in path.rglob("*") if p.is_file() and not p.is_symlink()) / 1e6


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--dist", type=Path, default=ROOT / "dist", help="where the app and archive go")
    parser.add_argument("--work", type=Path, default=ROOT / "build" / "app", help="PyInstaller's work folder")
    args = parser.parse_args(argv)
    try:
        import PyInstaller  # noqa: F401
    except ImportError:
        print("PyInstaller is missing: pip install -e '.[package]'", file=sys.stderr)
        return 2
    sys.path.insert(0, str(ROOT))
    from tch_desktop import __version__

    start = time.monotonic()
    folder = build(args.dist.resolve(), args.work.resolve())
    tarball = archive(folder, __version__)
    print(f"{folder}: {size_mb(folder):.0f} MB")
    print(f"{tarball}: {size_mb(tarball):.0f} MB")
    print(f"built in {time.monotonic() - start:.0f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
