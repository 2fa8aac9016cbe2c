"""The linter's checks of a file's own counters, over all its items at once (a counter
is used by the file that declares it): a counter nothing reads, and a `when COUNTER
reaches N` that no change in the file can set off."""

from __future__ import annotations

from lark import Token, Tree

__all__ = ["declared", "check_counters"]


def declared(trees) -> dict:
    """The counters the items declare: name -> (low, high, shared), as the linter's
    condition checks read them."""
    found = {}
    for tree in trees:
        for node in tree.find_data("counter_decl"):
            name, scope, low, high, *_ = node.children
            found.setdefault(str(name), (int(low), int(high), str(scope.children[0]) ==
                                         "shared"))
    return found


def _decls(trees) -> dict:
    """name -> (its first counter_decl node, start)."""
    found = {}
    for tree in trees:
        for node in tree.find_data("counter_decl"):
            name, _, low, _, *start = node.children
            found.setdefault(str(name), (node, int(start[0]) if start else int(low)))
    return found


def _reads(trees) -> set:
    """The names read by a condition, a `per` or a `reaches`."""
    found = set()
    for tree in trees:
        for node in tree.find_data("counter"):
            found.update(str(c.children[0]) for c in node.children
                         if isinstance(c, Tree) and c.data == "counted")
        found.update(str(node.children[0]) for node in tree.find_data("reaches"))
    return found


def _changes(trees) -> dict:
    """name -> {"rise": bool, "fall": bool, "set": {values}} of the changes written."""
    found: dict = {}
    for tree in trees:
        for node in tree.iter_subtrees():
            if node.data not in ("add", "subtract", "set_counter"):
                continue
            if node.data == "set_counter":
                name, value = node.children
                found.setdefault(str(name), {"rise": False, "fall": False, "set": set()})
                found[str(name)]["set"].add(int(value))
                continue
            amount, name = node.children[0], node.children[1]
            change = found.setdefault(str(name), {"rise": False, "fall": False, "set": set()})
            if int(amount) > 0:
                change["rise" if node.data == "add" else "fall"] = True
    return found


def _values(start: int, low: int, high: int, change: dict) -> set:
    """Every value the counter can hold: its start and the values it is set to, and
    from them upwards (an add) or downwards (a subtract) within its range."""
    points = {start} | change["set"]
    found = set(points)
    for p in points:
        if change["rise"]:
            found.update(range(p, high + 1))
        if change["fall"]:
            found.update(range(low, p + 1))
    return found


def _reachable(n: int, values: set, change: dict) -> bool:
    """Whether some change rises or falls to n or past it, from a value other than n."""
    if change["rise"] and any(v < n for v in values):
        return True
    if change["fall"] and any(v > n for v in values):
        return True
    return any(old != n and min(old, v) <= n <= max(old, v)
               for v in change["set"] for old in values)


def _why(name: str, n: int, start: int, change: dict | None) -> str:
    if change is None:
        return (f"nothing in this file changes {name}, so it stays at {start} and never "
                f"reaches {n}")
    ways = [w for w, on in (("rises (add)", change["rise"]), ("falls (subtract)",
                                                                change["fall"])) if on]
    ways += [f"is set to {', '.join(map(str, sorted(change['set'])))}"] if change["set"] else []
    return (f"{name} starts at {start} and only {' or '.join(ways) or 'never changes'} "
            f"in this file, so no change reaches {n}")


def check_counters(trees) -> list:
    """(severity, line, column, width, message) of each counter finding in the items of
    one file (their parse trees)."""
    decls, reads, changes = _decls(trees), _reads(trees), _changes(trees)
    found = []
    for name, (node, _) in decls.items():
        if name not in reads:
            tok = node.children[0]
            found.append(("warning", tok.line, tok.column, len(tok),
                          f"counter {name} is never read: no condition, 'per' or 'when "
                          f"{name} reaches' reads it, so changing it changes nothing"))
    ranges = declared(trees)
    for tree in trees:
        for node in tree.find_data("reaches"):
            name, value = str(node.children[0]), node.children[1]
            if name not in decls or not isinstance(value, Token):
                continue
            low, high, _ = ranges[name]
            start, change = decls[name][1], changes.get(name)
            values = _values(start, low, high, change) if change else {start}
            if change is None or not _reachable(int(value), values, change):
                found.append(("warning", value.line, value.column, len(value),
                              f"'when {name} reaches {value}' never runs: "
                              + _why(name, int(value), start, change)))
    return found
