"""Issue 24, no words compared at the GUI edge: the side panel tells the open irregularity's
fix (Learn's, under the banner) from the step's own correction by the rule's id, not by the
two texts' words: the step's correction is left out where the banner's fix is the same
rule's, and drawn where it is another rule's."""

from __future__ import annotations

from dataclasses import replace

import pytest

from dealer_trainer.arbiter.snapshot import Fix
from dealer_trainer.gui.layout import Box
from dealer_trainer.gui.text import rule_fix
from dealer_trainer.gui.widgets.side_panel import SidePanel, Verdict

EXPOSED, BOXED = "error.exposed_hole_card", "error.boxed_card"


@pytest.mark.parametrize("lang", ["en", "el", "mk", "pt", "ro"])
def test_the_fix_under_the_banner_is_said_once_by_its_rule(app, lang: str) -> None:
    assert rule_fix(EXPOSED, lang) and rule_fix(BOXED, lang)  # both have a correction
    v = Verdict("irregularity", "Exposed", "deal: 4", "", EXPOSED, "Exposed card", "",
                correction=rule_fix(EXPOSED, lang))
    box = Box(0, 0, 360, 700)

    def drawn(verdict: Verdict, fix: Fix | None) -> SidePanel:
        side = SidePanel(app.text)
        side.surface(box, 1.0, verdict, None, [], lang, 60, banner="A card was exposed.",
                     fix=fix)
        return side

    same = drawn(v, Fix(EXPOSED))
    assert same.fix_said == 1  # the banner's, not the verdict's again
    other = drawn(v, Fix(BOXED))  # another rule's fix: the step's own correction shows too
    assert other.fix_said == 1
    assert other.verdict_bottom is not None and same.verdict_bottom is not None
    assert other.verdict_bottom > same.verdict_bottom
    alone = drawn(replace(v, correction=""), Fix(EXPOSED))
    assert alone.verdict_bottom == same.verdict_bottom  # left out: as if it had none
