"""Build hook: ship resources/ and compiled translations inside the package.

The repository keeps `resources/` and `translations/` at the top level; an
installed game finds them under `tch_desktop/_data/`. Translations are compiled
from the Qt Linguist sources with `pyside6-lrelease` here, so a fresh install
has working languages without any build output in the repository.
"""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

from setuptools import setup
from setuptools.command.build_py import build_py

ROOT = Path(__file__).resolve().parent
sys.path.insert(0, str(ROOT))

from tch_desktop.paths import qt_tool  # noqa: E402 (standard library only: safe while building)


class BuildWithData(build_py):
    def run(self) -> None:
        super().run()
        data = Path(self.build_lib) / "tch_desktop" / "_data"
        if data.exists():
            shutil.rmtree(data)
        shutil.copytree(ROOT / "resources", data / "resources")
        out = data / "translations"
        out.mkdir(parents=True, exist_ok=True)
        exe = qt_tool("lrelease")
        sources = sorted((ROOT / "translations").glob("*.ts"))
        if not sources:  # e.g. an sdist without translations/: no silent English-only wheel
            raise RuntimeError(f"no translations/*.ts under {ROOT}: cannot build the languages")
        for ts in sources:
            if exe is None:
                raise RuntimeError("pyside6-lrelease not found: cannot compile translations")
            subprocess.run([exe, "-silent", str(ts), "-qm", str(out / (ts.stem + ".qm"))], check=True)


setup(cmdclass={"build_py": BuildWithData})
