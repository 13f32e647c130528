"""The felt's cached layer is drawn again, in part or whole, when a snapshot field it draws
changes (dirty.layer_changes, issue 29): checked against the layer's own drawing code, not
a list kept by hand. Every `snap.<field>` read in the modules that draw the layer is a field
whose change redraws it (not in NOT_ON_LAYER, but for SEEN_OTHERWISE, whose change is seen
another way), and every field of the snapshot is read by the layer or listed."""

from __future__ import annotations

import ast
import dataclasses
from pathlib import Path

from dealer_trainer.arbiter.snapshot import TableSnapshot
from dealer_trainer.gui.dirty import NOT_ON_LAYER, OVER_THE_FELT, SEEN_OTHERWISE

GUI = Path(__file__).resolve().parents[2] / "dealer_trainer" / "gui"
# TableView._draw_layer and what it calls: the piles, pots and seats, a stud table's marks,
# the markers across hands, a chip race, the showdown's plan and marks, the pots' halves
LAYER_MODULES = ("table_view", "table_layer", "stud_table", "seat_markers", "race_table",
                 "showdown_view", "pot_halves", "motion")
FIELDS = {f.name for f in dataclasses.fields(TableSnapshot)}


def read_by(module: str) -> set[str]:
    """The snapshot fields `module` reads (`snap.<field>`, anywhere in it)."""
    tree = ast.parse((GUI / f"{module}.py").read_text(encoding="utf-8"))
    return {
        node.attr
        for node in ast.walk(tree)
        if isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name)
        and node.value.id == "snap" and node.attr in FIELDS
    }


def layer_reads() -> set[str]:
    return set().union(*(read_by(m) for m in LAYER_MODULES))


def test_every_field_the_layer_draws_redraws_it():
    read = layer_reads()
    assert {"seats", "board", "pots", "burns", "stud_first"} <= read  # the scan sees them
    missed = (read & NOT_ON_LAYER) - SEEN_OTHERWISE
    assert not missed, f"the layer draws {sorted(missed)}, but a change of it is skipped"
    assert SEEN_OTHERWISE <= read  # no exception kept for a field the layer no longer reads


def test_every_snapshot_field_is_read_by_the_layer_or_listed():
    read = layer_reads()
    unlisted = FIELDS - read - NOT_ON_LAYER - OVER_THE_FELT
    assert not unlisted, f"{sorted(unlisted)}: neither drawn on the layer nor listed (dirty.py)"
    assert not (OVER_THE_FELT & read)  # a field over the felt is not one the layer draws
    assert (NOT_ON_LAYER | OVER_THE_FELT) <= FIELDS  # no name of a field gone
