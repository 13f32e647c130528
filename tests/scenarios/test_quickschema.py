"""`quickschema.surely_valid` never vouches for a document `jsonschema` would fault, and it
does vouch for the repository's drills (else a drill would still wait for `jsonschema`)."""

from __future__ import annotations

import copy
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from jsonschema import Draft202012Validator

from dealer_trainer.scenarios.errors import ScenarioError
from dealer_trainer.scenarios.quickschema import surely_valid
from dealer_trainer.scenarios.schema import _jsonable, scenario_schema
from dealer_trainer.scenarios.yamlnodes import read_yaml

ROOT = Path(__file__).resolve().parents[2]
DRILLS = sorted((ROOT / "scenarios").glob("*.yaml"))
TEST_FILES = sorted((ROOT / "tests" / "scenarios").glob("*/*.yaml"))
SCHEMA = scenario_schema()
JSONSCHEMA = Draft202012Validator(SCHEMA)


def _data(path: Path) -> Any:
    return _jsonable(read_yaml(path)[0].value)


DRILL_DATA = [_data(p) for p in DRILLS]


@pytest.mark.parametrize("path", DRILLS, ids=lambda p: p.name)
def test_every_drill_is_vouched_for(path: Path) -> None:
    data = _data(path)
    assert not list(JSONSCHEMA.iter_errors(data))
    assert surely_valid(data, SCHEMA)


@pytest.mark.parametrize("path", TEST_FILES, ids=lambda p: f"{p.parent.name}/{p.name}")
def test_the_test_files_are_judged_as_jsonschema_does(path: Path) -> None:
    try:
        data = _data(path)
    except ScenarioError:
        return  # not YAML that makes a document: nothing for the schema to judge
    faults = list(JSONSCHEMA.iter_errors(data))
    if surely_valid(data, SCHEMA):
        assert not faults


def _paths(value: Any, here: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    out = [here]
    if isinstance(value, dict):
        for k, v in value.items():
            out += _paths(v, here + (k,))
    elif isinstance(value, list):
        for i, v in enumerate(value):
            out += _paths(v, here + (i,))
    return out


_SCALARS = st.one_of(
    st.integers(-3, 12), st.sampled_from([0, 1, 10, 11, 100, 101, 10**20, -1]),
    st.floats(allow_nan=True, allow_infinity=True), st.sampled_from([1.0, 5.0, 0.5]),
    st.booleans(), st.none(),
    st.sampled_from(["", "As", "Td", "1x", "seeds", "tda", "limit", "fold", "raise",
                     "premature_turn", "a-b", "A-B", "a--b", "7", "10", "11", "0", "x\n"]),
    st.text(max_size=6),
)
_VALUES = st.recursive(
    _SCALARS,
    lambda inner: st.one_of(st.lists(inner, max_size=4),
                            st.dictionaries(st.sampled_from(["seat", "action", "to", "x", "1",
                                                             "stack", "name", "kind"]),
                                            inner, max_size=3)),
    max_leaves=6,
)


@settings(max_examples=400, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data())
def test_a_damaged_drill_is_never_vouched_for_wrongly(data: st.DataObject) -> None:
    doc = copy.deepcopy(data.draw(st.sampled_from(DRILL_DATA)))
    for _ in range(data.draw(st.integers(1, 3))):
        path = data.draw(st.sampled_from(_paths(doc)))
        if not path:
            continue
        *parents, last = path
        holder = doc
        for step in parents:
            holder = holder[step]
        what = data.draw(st.sampled_from(["replace", "remove", "add"]))
        if what == "replace":
            holder[last] = data.draw(_VALUES)
        elif what == "remove":
            del holder[last]
        elif isinstance(holder, dict):
            holder[data.draw(st.sampled_from(["extra", "hands", "deck", "game", "to", "11"]))] = (
                data.draw(_VALUES))
        else:
            holder.append(data.draw(_VALUES))
    if surely_valid(doc, SCHEMA):
        assert not list(JSONSCHEMA.iter_errors(doc)), doc


def test_unknown_keywords_and_refs_are_left_to_jsonschema() -> None:
    assert surely_valid({"a": 1}, {"type": "object"})
    assert not surely_valid({"a": 1}, {"type": "object", "dependentRequired": {}})
    assert not surely_valid(1, {"$ref": "other.json#/x"})
    assert not surely_valid(1.0, {"type": "integer"})  # jsonschema says yes: not sure here
    assert not surely_valid([1, True], {"uniqueItems": True})  # jsonschema says unique
    assert not surely_valid("x", {"type": "text"})
    assert not surely_valid(True, {"enum": [1]})  # jsonschema: True is not 1
    assert not surely_valid({"b": 1}, {"properties": {"a": {}}, "additionalProperties": False})


def test_a_valid_drill_is_read_without_importing_jsonschema() -> None:
    code = (
        "import sys\n"
        "from dealer_trainer.scenarios import load_scenario\n"
        "load_scenario('scenarios/premature-turn.yaml')\n"
        "print('jsonschema' in sys.modules)\n"
    )
    out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True,
                         text=True, check=True, timeout=60)
    assert out.stdout.strip() == "False"
