"""Files no record loader may be fooled by: JSON oddities, a folder, a FIFO, a device (issue 9)."""

from __future__ import annotations

import json
import os
from pathlib import Path

from tests.engine.test_records import GOOD, with_changes


def odd_files(folder: Path) -> dict[str, Path]:
    """Write every oddity into `folder`; name → path (the folder itself, a FIFO and /dev/zero too)."""
    texts = {
        "surrogate.json": json.dumps(with_changes(["setup", "players", 0, "name"], "Ana\ud800")),
        "digits.json": json.dumps(GOOD).replace('"player": 0', '"player": ' + "9" * 5000),
        "float.json": json.dumps(GOOD).replace('"seed": 12345', '"seed": 1e400'),
        "nan.json": json.dumps(GOOD).replace('"seed": 12345', '"seed": NaN'),
        "twice.json": json.dumps(GOOD).replace('"seed": 12345', '"seed": 1, "seed": 2'),
        "deep.json": "[" * 50_000 + "]" * 50_000,
        "<b>bold<i>.json": "<html>not a record</html>",
    }
    out = {}
    for name, text in texts.items():
        (folder / name).write_text(text, encoding="utf-8")
        out[name] = folder / name
    out["a folder"] = folder
    out["missing"] = folder / "missing.json"
    if hasattr(os, "mkfifo"):
        os.mkfifo(folder / "pipe.json")
        out["a FIFO"] = folder / "pipe.json"
    if os.path.exists("/dev/zero"):
        out["a device"] = Path("/dev/zero")
    return out
