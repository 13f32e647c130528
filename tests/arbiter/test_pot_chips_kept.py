"""pot.chips_kept (the project's rulebook; RULES.md has no id for it, issue 29): the pot is
drawn as the chips that went in, each seat's bets as they were bet, and coloured up only once
the dealer does it (`Hand.color_up_pot`, a record in the log)."""

from __future__ import annotations

from pathlib import Path

from drive import advance, finish

from dealer_trainer.arbiter import Arbiter, Outcome, TraineeAction
from dealer_trainer.arbiter.pot_chips import pot_parts
from dealer_trainer.engine.hand import Hand
from dealer_trainer.gui.chip_stacks import bet_columns, pot_columns, total
from dealer_trainer.scenarios import load_scenario

ROOT = Path(__file__).resolve().parents[2]


def at(name: str, until: str) -> Arbiter:
    arb = Arbiter(load_scenario(ROOT / "scenarios" / f"{name}.yaml").setup)
    advance(arb, until)
    return arb


def test_pot_chips_kept_each_pot_is_the_seats_shares_that_went_in():
    arb = at("side-pots", "award")
    h = arb.hand
    parts = pot_parts(h)
    assert len(parts) == len(h.pots) >= 2
    for pot, went_in in zip(h.pots, parts, strict=True):
        assert sum(went_in) == pot.amount and all(p > 0 for p in went_in)
    snap = arb.snapshot()
    assert [p.parts for p in snap.pots] == parts
    assert not any(p.colored for p in snap.pots)


def test_pot_chips_kept_the_pot_is_not_coloured_up_by_itself():
    # four players' 25s in the middle at 5/10: four 25 chips, not one 100
    assert pot_columns((25, 25, 25, 25), 10) == [(25, 4)]
    assert bet_columns(100, 10) == [(100, 1)]
    assert total(pot_columns((130, 60, 60, 5), 10)) == 255
    # twenty to a column, as a dealer stacks them
    assert pot_columns((25,) * 24, 10) == [(25, 20), (25, 4)]


def test_pot_chips_kept_the_dealer_colours_it_up_with_a_record_in_the_log():
    arb = at("side-pots", "award")
    h = arb.hand
    assert h.can_color_up_pot(0) and not h.can_color_up_pot(len(h.pots))
    h.color_up_pot(0)
    assert not h.can_color_up_pot(0)  # once
    assert [p.colored for p in arb.snapshot().pots][0] is True
    assert Hand.replay(h.config, h.log).log[-1] == h.log[-1]


def test_pot_chips_kept_color_up_pot_is_a_step_of_the_dealers_own_never_owed():
    arb = Arbiter(load_scenario(ROOT / "scenarios" / "side-pots.yaml").setup)
    first = arb.apply(TraineeAction("color_up_pot"))  # nothing in the middle yet
    assert (first.outcome, first.message_key) == (Outcome.INVALID, "invalid.no_color_up")
    advance(arb, "award")
    assert "color_up_pot" not in [a.name for a in arb.expected()]  # never hinted
    step = arb.apply(TraineeAction("color_up_pot"))
    assert step.outcome is Outcome.OK
    assert all(p.colored for p in arb.snapshot().pots if not p.awarded_to)
    again = arb.apply(TraineeAction("color_up_pot"))
    assert again.outcome is Outcome.INVALID  # once
    finish(arb)
    assert not arb.violations and arb.invalids == 2  # only the two steps that did nothing
