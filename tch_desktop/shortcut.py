"""`tch-desktop install-shortcut [--remove]`: the game in the desktop's menu.

Copies our desktop entry and icons (resources/desktop, resources/icons) into
the user's XDG data folder ($XDG_DATA_HOME, else ~/.local/share), with the
entry's Exec line pointing at this very installation: the venv's script, or
the standalone build's program. No Qt here: plain files.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

from tch_desktop.paths import APP_ID, frozen, resource


def data_home() -> Path:
    value = os.environ.get("XDG_DATA_HOME", "")
    return Path(value) if os.path.isabs(value) else Path.home() / ".local" / "share"


def _quote(arg: str) -> str:
    """One argument of an Exec line (Desktop Entry Specification, "The Exec key")."""
    if arg and not any(c in arg for c in ' \t\n"\'\\><~|&;$*?#()`'):
        return arg
    escaped = "".join("\\" + c if c in '"`$\\' else c for c in arg)
    return f'"{escaped}"'


def launch_command() -> list[str]:
    """How the desktop starts this installation of the game."""
    if frozen():
        return [sys.executable]
    script = Path(sys.executable).with_name("tch-desktop")
    if script.is_file():
        return [str(script)]
    found = shutil.which("tch-desktop")
    if found:
        return [found]
    return [sys.executable, "-m", "tch_desktop"]


def desktop_entry(command: list[str]) -> str:
    """Our desktop entry with its Exec line starting `command`; every other key as shipped."""
    exec_line = " ".join(_quote(c).replace("%", "%%") for c in command) + " %f"
    lines = resource("desktop", f"{APP_ID}.desktop").read_text(encoding="utf-8").splitlines()
    return "\n".join(f"Exec={exec_line}" if line.startswith("Exec=") else line for line in lines) + "\n"


def _icons() -> list[tuple[Path, Path]]:
    """(shipped file, path under the icon theme) for every size of our icon."""
    root = resource("icons")
    return [(f, f.relative_to(root)) for f in sorted(root.glob(f"hicolor/*/apps/{APP_ID}.*"))]


def installed_files(home: Path) -> list[Path]:
    return [home / "applications" / f"{APP_ID}.desktop"] + [home / "icons" / rel for _, rel in _icons()]


def _refresh(home: Path) -> None:
    """Tell the desktop to look again (best effort: these tools are optional)."""
    for tool, arg in (("update-desktop-database", home / "applications"),
                      ("gtk-update-icon-cache", home / "icons" / "hicolor")):
        exe = shutil.which(tool)
        if exe and arg.is_dir():
            subprocess.run([exe, "-q", *(["-t", "-f"] if "gtk" in tool else []), str(arg)],
                           capture_output=True, check=False)


def install(home: Path | None = None, command: list[str] | None = None) -> list[Path]:
    home = home or data_home()
    entry = home / "applications" / f"{APP_ID}.desktop"
    entry.parent.mkdir(parents=True, exist_ok=True)
    entry.write_text(desktop_entry(command or launch_command()), encoding="utf-8")
    for src, rel in _icons():
        dst = home / "icons" / rel
        dst.parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(src, dst)
    _refresh(home)
    return installed_files(home)


def remove(home: Path | None = None) -> list[Path]:
    home = home or data_home()
    removed = []
    for path in installed_files(home):
        if path.exists():
            path.unlink()
            removed.append(path)
    _refresh(home)
    return removed


def main(remove_it: bool) -> int:
    if sys.platform in ("win32", "darwin"):
        print("install-shortcut is for Linux desktops (freedesktop.org menus)", file=sys.stderr)
        return 2
    if remove_it:
        removed = remove()
        print("\n".join(f"removed {p}" for p in removed) or "no shortcut was installed")
        return 0
    for path in install():
        print(f"installed {path}")
    return 0
