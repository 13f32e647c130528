"""Every rule id the arbiter knows (RULES.md's list, in arbiter/rules.py) has at least one
test named after it: `deal.order` -> `def test_deal_order_...`."""

from __future__ import annotations

import re
from pathlib import Path

from dealer_trainer.arbiter.rules import ALL_RULES

TESTS = Path(__file__).resolve().parent


def test_every_rule_id_has_a_test_named_after_it() -> None:
    names = set()
    for f in TESTS.rglob("test_*.py"):
        names |= set(re.findall(r"^\s*def (test_\w+)", f.read_text(encoding="utf-8"), re.M))
    missing = [
        r for r in ALL_RULES if not any(n.startswith("test_" + r.replace(".", "_")) for n in names)
    ]
    assert missing == []
