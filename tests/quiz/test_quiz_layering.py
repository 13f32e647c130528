"""The quiz sits on the engine and the catalogue only: nothing above it, no pygame. Its
command (cli.py) reads the answers file with the scenarios' YAML reader of user files and
prints through the terminal's escaping: modules that import only each other (no arbiter,
no engine)."""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
QUIZ = ROOT / "dealer_trainer" / "quiz"
ALLOWED = ("engine", "i18n", "lazy")  # lazy.py: the package's names on demand, imports nothing
COMMAND_EDGE = {"cli.py": ("scenarios.errors", "scenarios.yamlnodes", "scenarios.terminal")}
# scenarios' modules the edge reads
BORROWED = {"errors", "yamlnodes", "yamlimport", "terminal", "userfile"}


def test_the_quiz_imports_only_the_engine_and_i18n_of_the_project() -> None:
    for path in QUIZ.rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ImportFrom) and node.level >= 2:
                if node.module in COMMAND_EDGE.get(path.name, ()):
                    continue
                tops = [node.module.split(".")[0]] if node.module else [a.name for a in node.names]
                assert set(tops) <= set(ALLOWED), f"{path.name} imports ..{node.module or tops}"
            elif isinstance(node, ast.ImportFrom | ast.Import):
                names = [node.module or ""] if isinstance(node, ast.ImportFrom) else [
                    a.name for a in node.names]
                for name in names:
                    if name.startswith("dealer_trainer."):
                        assert name.split(".")[1] in ALLOWED + ("quiz",), f"{path.name}: {name}"


def test_importing_the_quiz_and_its_command_leaves_pygame_out() -> None:
    code = (
        "import sys, dealer_trainer.quiz.cli, dealer_trainer.progress.quiz_records\n"
        "print(any(m.split('.')[0] == 'pygame' for m in sys.modules))"
    )
    out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True,
                         text=True, check=True, timeout=120).stdout
    assert out.strip() == "False"


def test_the_modules_the_quiz_command_borrows_import_nothing_above_them() -> None:
    for name in BORROWED:
        path = ROOT / "dealer_trainer" / "scenarios" / f"{name}.py"
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ImportFrom) and node.level:
                assert node.level == 1 and node.module in BORROWED, f"{name}: {node.module}"
            elif isinstance(node, ast.ImportFrom | ast.Import):
                names = [node.module or ""] if isinstance(node, ast.ImportFrom) else [
                    a.name for a in node.names]
                assert not any(n.startswith("dealer_trainer") for n in names), f"{name}: {names}"
