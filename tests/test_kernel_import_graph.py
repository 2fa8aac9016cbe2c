"""The import graph of seastead_rules, computed from the source (every import statement,
those inside functions too): the kernel imports no game, a game of the kernel imports
only the kernel, and no module imports itself through others (no cycle)."""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = "seastead_rules"

# The game-agnostic helpers the kernel and its games may import beside the kernel:
# errors, optional extras, argument checks.
GENERIC = {"seastead_rules.errors", "seastead_rules.extras", "seastead_rules.inputs",
           "seastead_rules.data"}
KERNEL = "seastead_rules.kernel"
KERNEL_GAMES = ("seastead_rules.liars_dice", "seastead_rules.deep_sea")

def _modules() -> dict:
    """{module name: path} for every module of the package."""
    found = {}
    for path in sorted((ROOT / PACKAGE).rglob("*.py")):
        parts = list(path.relative_to(ROOT).with_suffix("").parts)
        if parts[-1] == "__init__":
            parts.pop()
        found[".".join(parts)] = path
    return found


def _is_package(path: Path) -> bool:
    return path.name == "__init__.py"


def _targets(name: str, path: Path, node, modules: dict) -> set:
    """The package's modules that one import statement runs."""
    if isinstance(node, ast.Import):
        return {_deepest(alias.name, modules) for alias in node.names} - {None}
    if node.level:
        base = name.split(".") if _is_package(path) else name.split(".")[:-1]
        base = base[:len(base) - (node.level - 1)]
        source = ".".join(base + ([node.module] if node.module else []))
    else:
        source = node.module or ""
    if not source.startswith(PACKAGE):
        return set()
    found = set()
    for alias in node.names:
        sub = f"{source}.{alias.name}"
        found.add(sub if sub in modules else _deepest(source, modules))
    return found - {None}


def _deepest(dotted: str, modules: dict) -> str | None:
    parts = dotted.split(".")
    while parts:
        if ".".join(parts) in modules:
            return ".".join(parts)
        parts.pop()
    return None


def import_graph() -> dict:
    """{module: the package's modules it imports}, from every import statement."""
    modules = _modules()
    graph = {}
    for name, path in modules.items():
        tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
        edges = set()
        for node in ast.walk(tree):
            if isinstance(node, (ast.Import, ast.ImportFrom)):
                edges |= _targets(name, path, node, modules)
        graph[name] = edges - {name}
    return graph


def cycles(graph: dict) -> list:
    """Each strongly connected group of two or more modules (Tarjan), sorted."""
    index, low, stack, on, groups, counter = {}, {}, [], set(), [], [0]

    def visit(v):
        index[v] = low[v] = counter[0]
        counter[0] += 1
        stack.append(v)
        on.add(v)
        for w in sorted(graph.get(v, ())):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            group = []
            while True:
                w = stack.pop()
                on.discard(w)
                group.append(w)
                if w == v:
                    break
            if len(group) > 1:
                groups.append(sorted(group))

    for v in sorted(graph):
        if v not in index:
            visit(v)
    return sorted(groups)


def _in(name: str, package: str) -> bool:
    return name == package or name.startswith(package + ".")


GRAPH = import_graph()


def test_the_graph_sees_imports_inside_functions():
    # The table's `serve` command reads its content options inside a function.
    assert "seastead_rules.cli.content_options" in GRAPH["seastead_rules.table.serve"]
    assert "seastead_rules.kernel.protocol" in GRAPH["seastead_rules.kernel.checks"]


def test_no_kernel_module_imports_a_game():
    wrong = {name: sorted(t for t in targets if not _in(t, KERNEL) and t not in GENERIC)
             for name, targets in GRAPH.items() if _in(name, KERNEL)}
    assert {k: v for k, v in wrong.items() if v} == {}


def test_a_kernel_game_imports_only_the_kernel_and_itself():
    for game in KERNEL_GAMES:
        wrong = {name: sorted(t for t in targets
                              if not (_in(t, KERNEL) or _in(t, game) or t in GENERIC))
                 for name, targets in GRAPH.items() if _in(name, game)}
        assert {k: v for k, v in wrong.items() if v} == {}, game


def test_the_kernel_and_its_games_are_free_of_cycles():
    mine = [group for group in cycles(GRAPH)
            if any(_in(m, KERNEL) or any(_in(m, g) for g in KERNEL_GAMES) for m in group)]
    assert mine == []


def test_cycles_are_found_where_there_is_one():
    assert cycles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [["a", "b", "c"]]


def test_no_module_of_the_package_is_in_an_import_cycle():
    assert cycles(GRAPH) == []


def test_the_compiler_imports_no_card_text():
    # The words a game shows are written after compiling (text/labels.py).
    wrong = {name: sorted(t for t in targets if _in(t, "seastead_rules.text"))
             for name, targets in GRAPH.items() if _in(name, "seastead_rules.lang")}
    assert {k: v for k, v in wrong.items() if v} == {}
