"""The layering of STYLE.md: the engine is pure, and only the GUI imports pygame."""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PKG = ROOT / "dealer_trainer"
LAYERS = ["engine", "arbiter", "scenarios", "progress"]


def _modules(package: str) -> list[str]:
    out = []
    for p in sorted((PKG / package).rglob("*.py")):
        rel = p.relative_to(ROOT).with_suffix("")
        parts = list(rel.parts)
        if parts[-1] == "__init__":
            parts = parts[:-1]
        out.append(".".join(parts))
    return out


def _imported_in_fresh_process(modules: list[str]) -> set[str]:
    code = (
        "import importlib, sys\n"
        f"for m in {modules!r}:\n"
        "    importlib.import_module(m)\n"
        "print('\\n'.join(sorted(sys.modules)))\n"
    )
    proc = subprocess.run(
        [sys.executable, "-c", code],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=120,
        check=True,
    )
    return set(proc.stdout.split())


def test_everything_but_the_gui_leaves_pygame_out() -> None:
    modules = ["dealer_trainer.cli"] + [m for layer in LAYERS for m in _modules(layer)]
    modules += _modules("classroom")
    loaded = _imported_in_fresh_process(modules)
    assert "pygame" not in loaded
    assert not any(m.startswith("pygame") for m in loaded)


def test_engine_imports_no_yaml_no_pygame_no_pokerkit() -> None:
    loaded = _imported_in_fresh_process(_modules("engine"))
    for banned in ("yaml", "pygame", "pokerkit", "sqlite3"):
        assert banned not in loaded, banned


def _imports_of(path: Path) -> set[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    names: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names |= {a.name for a in node.names}
        elif isinstance(node, ast.ImportFrom) and node.module:
            names.add(("." * node.level) + node.module)
    return names


def test_imports_run_one_way() -> None:
    """engine <- arbiter <- scenarios <- progress <- gui: no layer imports one above it.
    The classroom sits on progress beside the gui: neither imports the other."""
    order = ["engine", "arbiter", "scenarios", "progress", "gui"]
    for i, layer in enumerate(order + ["classroom"]):
        above = order[i + 1 :] + (["classroom"] if layer != "classroom" else ["gui"])
        for path in (PKG / layer).rglob("*.py"):
            for name in _imports_of(path):
                for up in above:
                    assert (
                        f"dealer_trainer.{up}" not in name
                        and not name.startswith(f"..{up}")
                        and not name.startswith(f"...{up}")
                    ), f"{path}: imports {name}"


def test_engine_reads_no_clock_and_no_global_random() -> None:
    banned = (
        "time.time",
        "time.monotonic",
        "datetime.now",
        "perf_counter",
        "random.random(",
        "random.shuffle(",
        "random.choice(",
        "random.randint(",
    )
    for path in (PKG / "engine").rglob("*.py"):
        text = path.read_text(encoding="utf-8")
        for b in banned:
            assert b not in text, f"{path} uses {b}"
        assert "import time" not in text and "import datetime" not in text, path


def test_yaml_is_only_read_with_the_safe_loader() -> None:
    for path in PKG.rglob("*.py"):
        text = path.read_text(encoding="utf-8")
        for bad in (
            "yaml.load(",
            "yaml.unsafe_load",
            "yaml.full_load",
            "FullLoader",
            "UnsafeLoader",
            "yaml.Loader",
        ):
            assert bad not in text, f"{path} uses {bad}"
