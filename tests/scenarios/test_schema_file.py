"""scenarios/scenario.schema.json is made from code (dealer_trainer/scenarios/schema_file.py):
its lists (the mistake kinds of the irregularities' registry, a house's fields, the variants,
games, presets, the players' actions, words and moments) are the code's, and the committed
file is exactly what the generator prints. Regenerate it with
`python -m dealer_trainer.scenarios.schema_file`."""

from __future__ import annotations

import json

from dealer_trainer.arbiter.irregularities import REGISTRY
from dealer_trainer.engine.preset import differences_schema
from dealer_trainer.resources import scenario_schema_file
from dealer_trainer.scenarios.schema import scenario_schema
from dealer_trainer.scenarios.schema_file import file_text, generated, layout, player_actions

REGENERATE = "out of date: python -m dealer_trainer.scenarios.schema_file"


def test_the_committed_schema_file_is_the_generated_one() -> None:
    assert scenario_schema_file().read_text(encoding="utf-8") == file_text(), REGENERATE


def test_the_schemas_lists_come_from_the_registries() -> None:
    shipped = json.loads(scenario_schema_file().read_text(encoding="utf-8"))
    defs = shipped["$defs"]
    kinds = {k.value for irr in REGISTRY for k in irr.kinds}
    assert set(defs["mistake"]["properties"]["kind"]["enum"]) == kinds
    assert defs["house"] == differences_schema()
    assert defs["decision"]["properties"]["action"]["enum"] == player_actions()
    assert generated(shipped) == shipped == scenario_schema()


def test_a_list_made_wrong_in_the_file_is_put_right_by_the_generator() -> None:
    """The test above can fail: a kind left out of the file is back in what it generates."""
    shipped = json.loads(scenario_schema_file().read_text(encoding="utf-8"))
    kind = shipped["$defs"]["mistake"]["properties"]["kind"]
    dropped = kind["enum"].pop()
    assert layout(shipped) + "\n" != file_text()
    assert dropped in generated(shipped)["$defs"]["mistake"]["properties"]["kind"]["enum"]


def test_the_layout_is_json_and_keeps_lines_within_the_width() -> None:
    text = file_text()
    assert json.loads(text) == scenario_schema()
    long = [x for x in text.splitlines() if len(x) > 100 and x.count('"') > 4 and "{" in x]
    assert not long, long[:1]
