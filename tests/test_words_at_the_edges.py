"""Issue 24, words only at the edges: no module outside the edges (the CLIs, the GUI, the
classroom, the reports, the PHH notes, i18n and the word-makers themselves) renders a message
(calls the catalogue's translate or format functions) or parses one (splits, slices or
matches rendered text, or reads a script line back). A module-level scan of the syntax tree,
so it counts calls, not words in comments.

What is left is listed in `LEFT`, each with a one-line reason; the test fails on a new
one, and on a listed one that is gone (so the list shrinks as they are fixed)."""

from __future__ import annotations

import ast
from collections import Counter
from pathlib import Path

PKG = Path(__file__).resolve().parent.parent / "dealer_trainer"

# The edges: they make words for a reader, in his language.
EDGES = (
    "cli.py", "__main__.py", "gui/", "classroom/", "i18n/", "quiz/cli.py", "quiz/text.py",
    "quiz/names.py",
    "scenarios/cli.py", "scenarios/terminal.py", "scenarios/translations.py",
    "progress/cli.py", "progress/report.py", "progress/class_report.py",
    "progress/money_report.py", "progress/quiz_records.py", "progress/assignments.py",
    "progress/handlog.py", "progress/export.py",  # the PHH notes and the exported logs
    "scenarios/runner.py",  # the headless drill's JSON result, its words in the reader's lang
    # the word-makers the edges call: a message key and its parameters -> words
    "arbiter/messages.py", "arbiter/action_words.py", "arbiter/hand_words.py",
)
# Calls that make words from a key: the catalogue's (i18n.t, rule names and texts, the
# template and its filling), the arbiter's (msg, the words of a ruling, a hand, a step).
RENDER = {"msg", "t", "tr", "rule_name", "rule_explanation", "rule_correction", "template",
          "fill", "ruling_words", "floor_words", "words", "message_text", "fix_text",
          "said_message", "step_message", "step_fix", "result_words"}
# Calls that take text apart
SPLIT = {"split", "rsplit", "partition", "rpartition", "startswith", "endswith", "removeprefix",
         "match", "fullmatch", "search", "findall", "sub"}
# ... when it is rendered text: a step's script line, a message, a note
RENDERED = {"text", "words", "msg", "t", "message", "note", "banner"}
READ_BACK = {"safe_load"}  # a script line read back into an action

# (module, function, what it does) -> how many; each with why it is left
LEFT: dict[tuple[str, str, str], tuple[int, str]] = {}


def edge(rel: str) -> bool:
    return rel.startswith(EDGES)


def _name(node: ast.AST) -> str | None:
    if isinstance(node, ast.Name):
        return node.id
    if isinstance(node, ast.Attribute):
        return node.attr
    return None


def _rendered(node: ast.AST) -> bool:
    """Does the expression read rendered text (a call or field in RENDERED)?"""
    for sub in ast.walk(node):
        if isinstance(sub, ast.Call) and _name(sub.func) in RENDERED:
            return True
        if isinstance(sub, ast.Attribute) and sub.attr in RENDERED and not isinstance(
                getattr(sub, "ctx", None), ast.Store):
            return True
    return False


def found_in(tree: ast.AST) -> Counter[tuple[str, str]]:
    """(function, what) -> count: each rendering call and each parse of rendered text."""
    out: Counter[tuple[str, str]] = Counter()

    def visit(node: ast.AST, func: str) -> None:
        for child in ast.iter_child_nodes(node):
            inner = func
            if isinstance(child, ast.FunctionDef | ast.AsyncFunctionDef):
                inner = child.name if func == "" else func
            if isinstance(child, ast.Call):
                name = _name(child.func)
                if name in RENDER:
                    out[(inner or "<module>", f"render {name}")] += 1
                receiver = child.func.value if isinstance(child.func, ast.Attribute) else None
                if name in SPLIT and receiver is not None and _rendered(receiver):
                    out[(inner or "<module>", f"parse {name}")] += 1
                if name in READ_BACK:
                    out[(inner or "<module>", f"parse {name}")] += 1
            visit(child, inner)

    visit(tree, "")
    return out


def scan() -> dict[tuple[str, str, str], int]:
    found: dict[tuple[str, str, str], int] = {}
    for path in sorted(PKG.rglob("*.py")):
        rel = path.relative_to(PKG).as_posix()
        if edge(rel):
            continue
        for (func, what), n in found_in(ast.parse(path.read_text(encoding="utf-8"))).items():
            found[(rel, func, what)] = n
    return found


def test_words_no_module_outside_the_edges_renders_or_parses_a_message() -> None:
    found = scan()
    left = {k: n for k, (n, _) in LEFT.items()}
    new = {k: n for k, n in found.items() if left.get(k) != n}
    assert not new, f"words made or parsed outside the edges (or a count changed): {new}"
    gone = set(left) - set(found)
    assert not gone, f"fixed: take these out of LEFT: {sorted(gone)}"


def test_words_the_scan_finds_a_message_rendered_and_one_parsed() -> None:
    """The scan can fail: a module that renders and one that splits a message are found."""
    bad = ast.parse(
        "def f(arb, a):\n"
        "    text = msg('hint.deal', arb.lang, seat=3)\n"
        "    n = int(a.text().partition(': ')[2])\n"
        "    return yaml.safe_load(a.text())\n")
    assert found_in(bad) == Counter({("f", "render msg"): 1, ("f", "parse partition"): 1,
                                     ("f", "parse safe_load"): 1})
    fine = ast.parse("def g(op):\n    return op.rule.split('.', 1)[0]\n")
    assert found_in(fine) == Counter()


def test_words_every_left_one_says_why() -> None:
    assert all(len(why) > 20 and n > 0 for n, why in LEFT.values())
