"""Size limits (issue 24, STYLE.md): no module of the package over 500 lines, no class over
300. A class that grows past it is split by what it does (TableView's layer pieces in
gui/table_layer.py, TableScene's drawing in gui/scenes/table_draw.py)."""

from __future__ import annotations

import ast
from pathlib import Path

PKG = Path(__file__).resolve().parent.parent / "dealer_trainer"
FILE_LINES = 500
CLASS_LINES = 300


def _modules() -> list[Path]:
    return sorted(PKG.rglob("*.py"))


def test_no_module_is_over_500_lines() -> None:
    long = {str(p.relative_to(PKG)): n for p in _modules()
            if (n := len(p.read_text(encoding="utf-8").splitlines())) > FILE_LINES}
    assert not long, long


def test_no_class_is_over_300_lines() -> None:
    long = {}
    for p in _modules():
        for node in ast.walk(ast.parse(p.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ClassDef):
                n = (node.end_lineno or node.lineno) - node.lineno + 1
                if n > CLASS_LINES:
                    long[f"{p.relative_to(PKG)}:{node.name}"] = n
    assert not long, long

