"""The part-by-part tensor writer (ai/writer.py) finds every place it writes through the
tensor layout's public API (ai/tensor.py): no private member of the layout, no private
name of its module, so a change of the layout cannot leave the writer behind."""

from __future__ import annotations

import ast
from pathlib import Path

WRITER = Path(__file__).resolve().parent.parent / "seastead_rules" / "ai" / "writer.py"


def _private_uses(tree) -> list:
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom) and node.module and "tensor" in node.module:
            found += [a.name for a in node.names if a.name.startswith("_")]
        if isinstance(node, ast.Attribute) and node.attr.startswith("_") \
                and not node.attr.startswith("__"):
            owner = node.value
            name = owner.attr if isinstance(owner, ast.Attribute) else getattr(owner, "id", "")
            if name == "layout":
                found.append(f"layout.{node.attr}")
    return found


def test_the_writer_reads_the_layout_only_through_its_public_api():
    assert _private_uses(ast.parse(WRITER.read_text("utf-8"))) == []


def test_the_check_finds_a_private_member_of_the_layout():
    code = "from .tensor import _building\nx = self.layout._board\ny = layout._dive\n"
    assert _private_uses(ast.parse(code)) == ["_building", "layout._board", "layout._dive"]
