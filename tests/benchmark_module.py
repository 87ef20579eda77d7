"""Loading a script of `benchmarks/` as a module, for the tests of its harness."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from types import ModuleType

ROOT = Path(__file__).resolve().parents[1]


def load_benchmark(script: str, name: str) -> ModuleType:
    """`benchmarks/<script>` imported under the module name `name`."""
    spec = importlib.util.spec_from_file_location(name, ROOT / "benchmarks" / script)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module
    spec.loader.exec_module(module)
    return module
