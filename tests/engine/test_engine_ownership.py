"""Only the engine changes an engine object (issue 11): no other package of dealer_trainer
assigns to a hand's fields or changes its containers in place. Every change is an engine
operation, a record in the hand's log.

Statically: every module outside `dealer_trainer/engine/` is scanned for an assignment, an
augmented assignment, a `del`, or a mutating method call (`append`, `remove`, ...) whose
target is reached through a hand (`x.hand.<field>...`, or a local name bound to `x.hand`).
At run time: assigning to a hand's field from outside the engine raises EngineWriteError.
"""

from __future__ import annotations

import ast
import random
from pathlib import Path

import pytest

from dealer_trainer.engine.config import SeatConfig, TableConfig
from dealer_trainer.engine.hand import Hand
from dealer_trainer.engine.state import EngineWriteError

PACKAGE = Path(__file__).resolve().parents[2] / "dealer_trainer"
MUTATORS = {
    "append", "extend", "insert", "remove", "pop", "clear", "add", "discard", "update",
    "setdefault", "sort", "reverse", "popitem", "__setitem__", "__delitem__",
}


def _chain(node: ast.expr) -> list[str]:
    """`self.hand.zones.board[0]` -> ["self", "hand", "zones", "board", "[]"]."""
    out: list[str] = []
    while True:
        if isinstance(node, ast.Attribute):
            out.append(node.attr)
            node = node.value
        elif isinstance(node, ast.Subscript):
            out.append("[]")
            node = node.value
        elif isinstance(node, ast.Call):
            node = node.func
        elif isinstance(node, ast.Name):
            out.append(node.id)
            return out[::-1]
        else:
            return out[::-1]


def _through_hand(chain: list[str], aliases: set[str]) -> bool:
    """Whether the chain reaches past a hand into one of its parts."""
    if chain and chain[0] in aliases and len(chain) > 1:
        return True
    return any(part == "hand" for part in chain[1:-1])


def writes_to_engine(source: str) -> list[str]:
    """Lines of `source` that write into a hand: 'LINE: what'."""
    tree = ast.parse(source)
    aliases: set[str] = set()
    for node in ast.walk(tree):  # h = self.hand, hand = arb.hand
        if isinstance(node, ast.Assign) and isinstance(node.value, ast.Attribute):
            if node.value.attr == "hand":
                aliases |= {t.id for t in node.targets if isinstance(t, ast.Name)}
    found = []
    for node in ast.walk(tree):
        targets: list[ast.expr] = []
        if isinstance(node, ast.Assign):
            targets = list(node.targets)
        elif isinstance(node, ast.AugAssign | ast.AnnAssign):
            targets = [node.target]
        elif isinstance(node, ast.Delete):
            targets = list(node.targets)
        elif isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute):
            if node.func.attr in MUTATORS and _through_hand(_chain(node.func.value) + ["."],
                                                            aliases):
                found.append(f"{node.lineno}: {ast.unparse(node.func)}(...)")
        for t in targets:
            if isinstance(t, ast.Attribute | ast.Subscript) and _through_hand(_chain(t), aliases):
                found.append(f"{node.lineno}: {ast.unparse(t)} = ...")
    return found


def test_the_scan_finds_writes_into_a_hand() -> None:
    source = """
def f(self, arb):
    self.hand = make()            # the arbiter's own attribute: fine
    self.hand.button = 3
    h = self.hand
    h.zones.board.remove(card)
    h.stacks[4] += 10
    arb.hand.log.append(note)
    del h.pots[0]
    cards = list(h.zones.board)   # reading: fine
    cards.append(x)               # a copy: fine
"""
    assert sorted(int(w.split(":")[0]) for w in writes_to_engine(source)) == [4, 6, 7, 8, 9]


def test_no_package_but_the_engine_writes_to_a_hand() -> None:
    writes = {}
    for path in sorted(PACKAGE.rglob("*.py")):
        if path.parent.name == "engine":
            continue
        found = writes_to_engine(path.read_text(encoding="utf-8"))
        if found:
            writes[str(path.relative_to(PACKAGE))] = found
    assert writes == {}


def test_assigning_a_hands_field_from_outside_the_engine_raises() -> None:
    config = TableConfig(seats=(SeatConfig(1, "a", 100), SeatConfig(2, "b", 100)), button=1,
                         small_blind=1, big_blind=2)
    h = Hand(config, rng=random.Random(0))
    with pytest.raises(EngineWriteError, match="engine owns it"):
        h.button = 2
    with pytest.raises(EngineWriteError):
        h.round = None
    assert h.button == 1
    h.move_button(2)  # through the engine: a record in the log
    assert h.button == 2 and h.log[-1].to_json() == {"op": "button", "seat": 2}
