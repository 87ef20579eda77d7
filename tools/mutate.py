"""A small mutation tester for the engine: does a test fail when a rule's code is changed?

    nice -n 10 python -m tools.mutate tch_desktop/engine/income.py \
        --tests tests/engine/test_income.py tests/engine/test_rules.py --timeout 60 --json out.json

Each mutant changes one thing in the module's syntax tree — an arithmetic
operator (+ ↔ -, * ↔ //, …), a comparison (< ↔ <=, == ↔ !=, in ↔ not in), `and`
↔ `or`, a `not` dropped, an integer constant n → n + 1, True ↔ False, `+=` ↔
`-=` — and the given tests run against it in a forked child (the heavy
libraries are imported once, before the fork) with a per-mutant timeout. A
mutant is *killed* when a test fails, *timeout* when the tests outrun the
limit (an endless loop: counted as killed), *survived* when every test passes.
The score is (killed + timeout) / all. Nothing in the working tree changes: the
mutated module is served to the child by an import hook.

Not a project dependency, not part of the game: a tool for the closing notes.
"""

from __future__ import annotations

import argparse
import ast
import importlib.abc
import importlib.util
import json
import os
import signal
import sys
import time
from collections.abc import Iterator, Sequence
from dataclasses import asdict, dataclass
from pathlib import Path
from types import ModuleType
from typing import Any

_BINOPS: dict[type[ast.operator], type[ast.operator]] = {
    ast.Add: ast.Sub, ast.Sub: ast.Add, ast.Mult: ast.FloorDiv, ast.FloorDiv: ast.Mult,
    ast.Div: ast.Mult, ast.Mod: ast.FloorDiv,
}
_CMPOPS: dict[type[ast.cmpop], type[ast.cmpop]] = {
    ast.Lt: ast.LtE, ast.LtE: ast.Lt, ast.Gt: ast.GtE, ast.GtE: ast.Gt, ast.Eq: ast.NotEq,
    ast.NotEq: ast.Eq, ast.In: ast.NotIn, ast.NotIn: ast.In, ast.Is: ast.IsNot, ast.IsNot: ast.Is,
}


@dataclass
class Mutant:
    index: int
    line: int
    what: str
    outcome: str = ""
    seconds: float = 0.0


class _Mutator(ast.NodeTransformer):
    """Walks the tree in a fixed order; mutates the `target`-th site (or, with target -1, only lists sites)."""

    def __init__(self, target: int = -1) -> None:
        self.target = target
        self.count = 0
        self.sites: list[tuple[int, str]] = []
        self._in_annotation = False

    def _site(self, node: ast.AST, what: str) -> bool:
        self.sites.append((getattr(node, "lineno", 0), what))
        hit = self.count == self.target
        self.count += 1
        return hit

    # docstrings, annotations and reason-code strings are not mutated
    def visit_arg(self, node: ast.arg) -> ast.AST:
        return node

    def visit_AnnAssign(self, node: ast.AnnAssign) -> ast.AST:
        if node.value is not None:
            node.value = self.visit(node.value)
        return node

    def visit_FunctionDef(self, node: ast.FunctionDef) -> ast.AST:
        node.body = [self.visit(s) for s in node.body]
        node.decorator_list = [self.visit(d) for d in node.decorator_list]
        node.args.defaults = [self.visit(d) for d in node.args.defaults]
        node.args.kw_defaults = [self.visit(d) if d is not None else None for d in node.args.kw_defaults]
        return node

    def visit_BinOp(self, node: ast.BinOp) -> ast.AST:
        self.generic_visit(node)
        new = _BINOPS.get(type(node.op))
        if new is not None and self._site(node, f"{type(node.op).__name__} -> {new.__name__}"):
            node.op = new()
        return node

    def visit_AugAssign(self, node: ast.AugAssign) -> ast.AST:
        self.generic_visit(node)
        new = _BINOPS.get(type(node.op))
        if new is not None and self._site(node, f"{type(node.op).__name__}= -> {new.__name__}="):
            node.op = new()
        return node

    def visit_Compare(self, node: ast.Compare) -> ast.AST:
        self.generic_visit(node)
        for i, op in enumerate(node.ops):
            new = _CMPOPS.get(type(op))
            if new is not None and self._site(node, f"{type(op).__name__} -> {new.__name__}"):
                node.ops[i] = new()
        return node

    def visit_BoolOp(self, node: ast.BoolOp) -> ast.AST:
        self.generic_visit(node)
        new: ast.boolop = ast.Or() if isinstance(node.op, ast.And) else ast.And()
        if self._site(node, f"{type(node.op).__name__} -> {type(new).__name__}"):
            node.op = new
        return node

    def visit_UnaryOp(self, node: ast.UnaryOp) -> ast.AST:
        self.generic_visit(node)
        if isinstance(node.op, ast.Not) and self._site(node, "not x -> x"):
            return node.operand
        return node

    def visit_Constant(self, node: ast.Constant) -> ast.AST:
        if isinstance(node.value, bool):
            if self._site(node, f"{node.value} -> {not node.value}"):
                return ast.copy_location(ast.Constant(not node.value), node)
        elif isinstance(node.value, int):
            if self._site(node, f"{node.value} -> {node.value + 1}"):
                return ast.copy_location(ast.Constant(node.value + 1), node)
        return node


def sites(source: str) -> list[tuple[int, str]]:
    m = _Mutator()
    m.visit(ast.parse(source))
    return m.sites


def mutated(source: str, index: int) -> str:
    tree = ast.parse(source)
    _Mutator(index).visit(tree)
    return ast.unparse(ast.fix_missing_locations(tree))


class _Serve(importlib.abc.MetaPathFinder, importlib.abc.Loader):
    """Serves `name` from the given source instead of its file."""

    def __init__(self, name: str, path: str, source: str) -> None:
        self.name, self.path, self.source = name, path, source

    def find_spec(self, fullname: str, path: Sequence[str] | None, target: ModuleType | None = None
                  ) -> importlib.machinery.ModuleSpec | None:
        if fullname != self.name:
            return None
        return importlib.util.spec_from_loader(fullname, self, origin=self.path)

    def create_module(self, spec: importlib.machinery.ModuleSpec) -> ModuleType | None:
        return None

    def exec_module(self, module: ModuleType) -> None:
        module.__file__ = self.path
        exec(compile(self.source, self.path, "exec"), module.__dict__)


def _run(name: str, path: str, source: str | None, tests: list[str], timeout: float) -> tuple[str, float]:
    """Run the tests in a forked child, the module replaced by `source`; (outcome, seconds)."""
    start = time.monotonic()
    pid = os.fork()
    if pid == 0:  # the child
        try:
            devnull = os.open(os.devnull, os.O_WRONLY)
            os.dup2(devnull, 1)
            os.dup2(devnull, 2)
            if source is not None:
                sys.meta_path.insert(0, _Serve(name, path, source))
            import pytest

            rc = pytest.main([*tests, "-x", "-q", "-p", "no:cacheprovider"])
        except BaseException:
            rc = 99
        os._exit(int(rc))
    deadline = start + timeout
    while True:
        done, status = os.waitpid(pid, os.WNOHANG)
        if done:
            code = os.waitstatus_to_exitcode(status)
            return ("survived" if code == 0 else "killed"), time.monotonic() - start
        if time.monotonic() > deadline:
            os.kill(pid, signal.SIGKILL)
            os.waitpid(pid, 0)
            return "timeout", time.monotonic() - start
        time.sleep(0.05)


def _warm() -> None:
    """Import the heavy libraries once, before any fork."""
    import hypothesis  # noqa: F401
    import networkx  # noqa: F401
    import pytest  # noqa: F401
    import shapely  # noqa: F401


def mutate(module_path: str, tests: list[str], timeout: float, only: list[int] | None = None
           ) -> Iterator[Mutant]:
    path = Path(module_path)
    name = ".".join(path.with_suffix("").parts)
    source = path.read_text(encoding="utf-8")
    original = ast.unparse(ast.parse(source))
    _warm()
    outcome, seconds = _run(name, str(path.resolve()), original, tests, timeout * 10)
    if outcome != "survived":
        raise SystemExit(f"the tests do not pass on the unmutated module ({outcome})")
    for i, (line, what) in enumerate(sites(source)):
        if only is not None and i not in only:
            continue
        text = mutated(source, i)
        m = Mutant(i, line, what)
        if text == original:
            m.outcome = "unchanged"
        else:
            m.outcome, m.seconds = _run(name, str(path.resolve()), text, tests, timeout)
        yield m


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("module", help="the module's file, e.g. tch_desktop/engine/income.py")
    ap.add_argument("--tests", nargs="+", required=True)
    ap.add_argument("--timeout", type=float, default=60.0, help="seconds per mutant")
    ap.add_argument("--only", type=int, nargs="*", help="these mutant indices only")
    ap.add_argument("--json", help="write every mutant's outcome here")
    ap.add_argument("--list", action="store_true", help="list the mutation sites and stop")
    args = ap.parse_args(argv)
    if args.list:
        for i, (line, what) in enumerate(sites(Path(args.module).read_text(encoding="utf-8"))):
            print(f"{i:4d}  line {line:4d}  {what}")
        return 0
    results: list[dict[str, Any]] = []
    for m in mutate(args.module, args.tests, args.timeout, args.only):
        results.append(asdict(m))
        print(f"{m.index:4d}  line {m.line:4d}  {m.what:28s} {m.outcome:9s} {m.seconds:5.1f}s", flush=True)
        if args.json:
            Path(args.json).write_text(json.dumps(results, indent=1), encoding="utf-8")
    counted = [r for r in results if r["outcome"] != "unchanged"]
    killed = sum(r["outcome"] in ("killed", "timeout") for r in counted)
    print(f"{args.module}: {killed}/{len(counted)} killed ({100 * killed / max(1, len(counted)):.1f} %); "
          f"survivors: {[r['index'] for r in counted if r['outcome'] == 'survived']}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
