"""Every drill with a solution, run headless with `--json` (each mode, two languages), the
output written to a folder: run it before and after a change and diff the folders, to show
the JSON result did not move by a byte (issue 24: the result's words made at the edge).

    python bench/json_results.py OUT_DIR [--langs en,ro] [--modes practice,learn,audition]
    diff -r BEFORE_DIR AFTER_DIR
"""

from __future__ import annotations

import argparse
import contextlib
import io
import sys
import tempfile
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))

import yaml  # noqa: E402

from dealer_trainer.cli import main  # noqa: E402


def drills() -> list[tuple[Path, Path]]:
    """(drill, solution) for every scenario file with a solution of the same name."""
    out = []
    for sol in sorted((REPO / "scenarios").rglob("solutions/*.yaml")):
        drill = sol.parent.parent / sol.name
        if drill.exists():
            out.append((drill, sol))
    return out


def variants(sol: Path) -> list[tuple[str, str]]:
    """The solution, and the same with a step left out (a third and two thirds in: a
    violation's message) and with a `wait` put in half way (an invalid step's message)."""
    text = sol.read_text(encoding="utf-8")
    items = yaml.safe_load(text) or []
    out = [("solution", text)]
    for cut in (len(items) // 3, 2 * len(items) // 3):
        out.append((f"without{cut}", yaml.safe_dump(items[:cut] + items[cut + 1:])))
    half = len(items) // 2
    out.append((f"wait{half}", yaml.safe_dump(items[:half] + ["wait"] + items[half:])))
    return out


def run(drill: Path, sol: Path, mode: str, lang: str) -> str:
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        code = main(["--lang", lang, "drill", str(drill), "--script", str(sol), "--json",
                     "--mode", mode])
    return f"exit {code}\n{out.getvalue()}{err.getvalue()}"


def cli() -> int:
    p = argparse.ArgumentParser()
    p.add_argument("out", type=Path)
    p.add_argument("--langs", default="en,ro")
    p.add_argument("--modes", default="practice,learn")
    p.add_argument("--broken", default="learn:el", help="mode:lang of the broken scripts")
    args = p.parse_args()
    args.out.mkdir(parents=True, exist_ok=True)
    n = 0
    for drill, sol in drills():
        for mode in args.modes.split(","):
            for lang in args.langs.split(","):
                name = f"{drill.relative_to(REPO / 'scenarios').as_posix().replace('/', '_')}"
                (args.out / f"{name}.{mode}.{lang}.json").write_text(
                    run(drill, sol, mode, lang), encoding="utf-8")
                n += 1
    mode, lang = args.broken.split(":")
    with tempfile.TemporaryDirectory() as tmp:
        for drill, sol in drills():
            for tag, text in variants(sol)[1:]:
                script = Path(tmp) / sol.name
                script.write_text(text, encoding="utf-8")
                name = drill.relative_to(REPO / "scenarios").as_posix().replace("/", "_")
                (args.out / f"{name}.{tag}.{mode}.{lang}.json").write_text(
                    run(drill, script, mode, lang), encoding="utf-8")
                n += 1
    print(f"{n} results in {args.out}")
    return 0


if __name__ == "__main__":
    raise SystemExit(cli())
