"""scenarios/scenario.schema.json, its lists made from code: the mistake kinds the
irregularities answer (their registry), a house's fields (the preset table), the variants,
games and presets, and the players' actions, words and moments. The rest of the file (the
shapes and their descriptions) is written by hand in it; this module fills the lists and
prints the file in one layout, and a test (tests/scenarios/test_schema_file.py) fails when
the committed file is not what it makes. Regenerate it after adding a mistake kind, a house
field, a game...:

    python -m dealer_trainer.scenarios.schema_file
"""

from __future__ import annotations

import copy
import json
import sys
from typing import Any

from ..arbiter.irregularities import mistake_params
from ..arbiter.rulings import When, Words
from ..engine.config import Game
from ..engine.decision import ActionKind
from ..engine.preset import HouseRules, differences_schema
from ..engine.variant import Variant
from ..resources import scenario_schema_file
from .build_players import NON_STANDARD, STUD_ACTIONS
from .moneychecks import ASKS

WIDTH = 100  # an object or list that fits on one line of this many columns is written so


def player_actions() -> list[str]:
    """A `players:` entry's `action`: a decision, a non-standard action, a request for a
    count, the stud games' forced bet."""
    return [*(k.value for k in ActionKind), *NON_STANDARD, *ASKS, *STUD_ACTIONS]


def generated(schema: dict[str, Any]) -> dict[str, Any]:
    """`schema` (the file as read) with every list made from code put in."""
    out = copy.deepcopy(schema)
    defs = out["$defs"]
    defs["mistake"]["properties"]["kind"]["enum"] = [k.value for k in mistake_params()]
    defs["house"] = differences_schema()
    defs["table"]["properties"]["variant"]["enum"] = [v.value for v in Variant]
    defs["table"]["properties"]["game"]["enum"] = [g.value for g in Game]
    out["properties"]["house_rules"]["enum"] = [h.value for h in HouseRules]
    decision = defs["decision"]["properties"]
    decision["action"]["enum"] = player_actions()
    decision["say"]["enum"] = [w.value for w in Words]
    decision["when"]["enum"] = [w.value for w in When]
    return out


def layout(value: Any, indent: int = 0, used: int = 0) -> str:
    """JSON, an object or list on one line where it fits in WIDTH columns, else one member
    a line, indented by two."""
    one = json.dumps(value, ensure_ascii=False, separators=(", ", ": "))
    if not isinstance(value, dict | list) or indent + used + len(one) + 1 <= WIDTH:
        return one
    pad = " " * (indent + 2)
    if isinstance(value, dict):
        lines = []
        for k, v in value.items():
            key = json.dumps(k, ensure_ascii=False) + ": "
            lines.append(pad + key + layout(v, indent + 2, len(key)))
        return "{\n" + ",\n".join(lines) + "\n" + " " * indent + "}"
    items = (pad + layout(v, indent + 2) for v in value)
    return "[\n" + ",\n".join(items) + "\n" + " " * indent + "]"


def file_text() -> str:
    """What scenarios/scenario.schema.json should hold."""
    shipped = json.loads(scenario_schema_file().read_text(encoding="utf-8"))
    return layout(generated(shipped)) + "\n"


def main() -> int:
    path = scenario_schema_file()
    text = file_text()
    if path.read_text(encoding="utf-8") == text:
        print(f"{path}: up to date")
        return 0
    path.write_text(text, encoding="utf-8")
    print(f"{path}: written")
    return 0


if __name__ == "__main__":
    sys.exit(main())
