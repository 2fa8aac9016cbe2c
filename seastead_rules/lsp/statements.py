"""The statement under the cursor, for hover: the rule (a hook, a counter, a reaction,
an ability) and the effect that hold the position, each with its card text. A parse
tree's statements are matched to the compiled records by their place: a card's rules in
order, and inside one rule the effects on the same line in the order written."""

from __future__ import annotations

import attrs
from attrs import evolve
from lark import Tree

from .. import cards
from ..cardtext import card_text, effect_text, hook_text
from ..cardtext_effects import sentence
from ..docsite.grammar import alternatives
from ..phrases import YOU

__all__ = ["statement_texts"]

_RULES = frozenset(alternatives("_rule")) | {"set_to"}
# Every statement that compiles to one effect record.
_EFFECTS = frozenset(alternatives("_effect")) | {"rest"}
_ON = {cards.Decree: "decree", cards.Side: "side", cards.Specialist: "specialist"}


def _inside(node: Tree, line: int, column: int) -> bool:
    m = node.meta
    return not m.empty and (m.line, m.column) <= (line, column) <= (m.end_line, m.end_column)


def _parts(record, tree: Tree, shared: frozenset) -> list:
    """(node, what it holds, how it reads) of the parts of an item that hold effects."""
    found = []
    rules = getattr(record, "hooks", None) or getattr(record, "rules", ())
    rule_nodes = [c for c in tree.children if isinstance(c, Tree) and c.data in _RULES]
    on = _ON.get(type(record), "decree")
    for node, rule in zip(rule_nodes, rules):
        found.append((node, getattr(rule, "effect", ()), hook_text(rule, on, shared)))
    if isinstance(record, cards.Specialist):
        reacts = [c for c in tree.children if isinstance(c, Tree) and c.data == "react"]
        for node, react in zip(reacts, record.reacts):
            lone = cards.Specialist(record.name, record.set, record.type, 0, reacts=(react,))
            found.append((node, react.effect, card_text(lone)))
        found += [(node, record.use, "") for node in tree.children
                  if isinstance(node, Tree) and node.data == "use"]
    if isinstance(record, cards.Side):
        places = [c for c in tree.children if isinstance(c, Tree) and c.data == "location"]
        found += [(node, loc.effect, "") for node, loc in zip(places, record.locations)]
    if isinstance(record, cards.BoardRule):
        found += [(tree, record.effect, "")]
    return found


def _records(block) -> list:
    """The effect records of a block and of the blocks inside it, in the order written."""
    out = []
    for record in block:
        out.append(record)
        for field in attrs.fields(type(record)):
            value = getattr(record, field.name)
            if field.name in ("body", "then", "otherwise"):
                out.extend(_records(value))
            elif field.name == "options":
                for option in value:
                    out.extend(_records(option))
    return out


def _effect_at(node: Tree, block, line: int, column: int):
    """The effect record of the innermost effect statement at the position, or None."""
    found = None
    for sub in node.iter_subtrees_topdown():
        if sub.data in _EFFECTS and _inside(sub, line, column):
            found = sub
    if found is None:
        return None
    same_line = [s for s in node.iter_subtrees_topdown()
                 if s.data in _EFFECTS and not s.meta.empty and s.meta.line == found.meta.line]
    written = [r for r in _records(block) if r.src.rpartition(":")[2] == str(found.meta.line)]
    k = next(i for i, s in enumerate(same_line) if s is found)
    return written[k] if k < len(written) else None


def statement_texts(record, tree: Tree, line: int, column: int, decls=()) -> list:
    """(what, card text) of the rule and of the effect at the position (none, one or
    both): [("rule", "When tides reaches 4, ..."), ("effect", "Take 1 kelp.")];
    `decls`: the counter declarations of the file."""
    rules = getattr(record, "hooks", None) or getattr(record, "rules", ())
    shared = frozenset(d.name for d in list(rules) + list(decls)
                       if type(d) is cards.CounterDecl and d.shared)
    for node, block, said in _parts(record, tree, shared):
        if not _inside(node, line, column):
            continue
        texts = [("rule", said)] if said else []
        effect = _effect_at(node, block, line, column)
        if effect is not None:
            voice = evolve(YOU, shared=shared)
            texts.append(("effect", sentence(effect_text(effect, voice))))
        return texts
    return []
