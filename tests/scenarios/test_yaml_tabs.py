"""Issue 13, item 14: a tab between the items of a {...} or [...] is valid YAML and reads as
libyaml reads it; a tab as indentation is refused with a plain hint about the tab."""

from __future__ import annotations

from pathlib import Path

import pytest
import yaml
from hypothesis import given, settings
from hypothesis import strategies as st

from dealer_trainer.scenarios import ScenarioError, load_scenario
from dealer_trainer.scenarios.yamlnodes import read_yaml

GOOD = Path(__file__).resolve().parent / "good"
C_LOADER = getattr(yaml, "CSafeLoader", None)


def test_a_tab_inside_a_flow_mapping_loads_like_spaces() -> None:
    tabbed = load_scenario(GOOD / "tab-in-flow.yaml")
    c = tabbed.setup.config
    assert (c.small_blind, c.big_blind, c.button) == (5, 10, 1)
    assert [(s.seat, s.stack) for s in c.seats] == [(1, 100), (2, 100)]


def test_a_tab_as_indentation_says_so(tmp_path: Path) -> None:
    f = tmp_path / "tab.yaml"
    f.write_text("id: x\ntable:\n\tbutton: 1\n", encoding="utf-8")
    with pytest.raises(ScenarioError) as e:
        load_scenario(f)
    assert str(e.value) == (
        f"{f}:3:1: YAML: a tab character here; this YAML reader takes spaces only for "
        "indentation and between the items of a {...} or [...]: replace the tab with spaces")


FLOW = "a: {x: 1, y: [2, 3, {z: 4}], w: 'q r'}\nb: [5, {v: 6}]\n"
SEPARATORS = [i + 1 for i, ch in enumerate(FLOW) if ch in ",:[{" and FLOW[i + 1] == " "]


@pytest.mark.skipif(C_LOADER is None, reason="PyYAML without libyaml")
@settings(max_examples=60, deadline=None)
@given(where=st.sets(st.sampled_from(SEPARATORS)))
def test_tabs_between_flow_items_read_as_libyaml_reads_them(
    tmp_path_factory: pytest.TempPathFactory, where: set[int]
) -> None:
    text = "".join("\t" if i in where else ch for i, ch in enumerate(FLOW))
    f = tmp_path_factory.mktemp("tabs") / "t.yaml"
    f.write_text(text, encoding="utf-8")
    doc, problems = read_yaml(f)
    assert problems == []
    assert doc.value == yaml.load(text, Loader=C_LOADER) == yaml.safe_load(FLOW)
