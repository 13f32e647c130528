"""stud.short_stub and stud.common_card (RULES.md "The short stub and the common card"): eight
players to seventh street leave one card in the stub; the burns go back, the stub is shuffled
and cut, a burn, and one card turned face up in the centre plays in every hand. The engine's
`common_card` with its trio, its record replayed, first to act per preset, and the hands read
with it."""

from __future__ import annotations

import pytest
from test_stud_engine import dealt, table

from dealer_trainer.arbiter import ledger
from dealer_trainer.engine.cards import parse_cards
from dealer_trainer.engine.config import Street
from dealer_trainer.engine.decision import ActionKind, Decision
from dealer_trainer.engine.errors import InvalidOperation
from dealer_trainer.engine.hand import Hand
from dealer_trainer.engine.hands import Category
from dealer_trainer.engine.preset import PRESETS, HouseRules
from dealer_trainer.engine.variant import Variant

# sixth street's boards: 1 Kc Ah 7h Kd (kings), 2 Qd Js 2d 2h (deuces), the others unpaired;
# the stub's last card is 2s, and the burns 4s Qc Ks
EIGHT = ("As 3d 4d 5d 6s 7d 8s 9d  Ad 3h 4h 5h 6h 7s 8h 9h  Kc Qd Jh Ts 9c 8d 7c 2c  4s"
         "  Ah Js Kh 9s 8c 6d 5c 4c  Qc  7h 2d 3s Ac Qs Jc Tc 6c  Ks"
         "  Kd 2h 5s 3c Jd Td Th Qh  2s")
SEATS = {s: 1000 for s in range(1, 9)}


def to_seventh(house: HouseRules, cards: str = EIGHT, variant: Variant = Variant.STUD) -> Hand:
    """Eight players, all checking and calling, to the end of sixth street's round."""
    h = dealt(table(variant=variant, house=house, stacks=SEATS), cards)
    return check_and_call(h, (Street.THIRD, Street.FOURTH, Street.FIFTH, Street.SIXTH))


def check_and_call(h: Hand, streets: tuple[Street, ...]) -> Hand:
    """The antes, then these streets dealt, every round checked or called through."""
    for s in h.occupied:
        h.ante(s)
    for k, street in enumerate(streets):
        if k:
            h.burn()
        for face in h.street_faces(street):
            for s in sorted(h.live):
                h.pitch(s, exposed=face)
        h.open_street(street)
        if street is Street.THIRD:
            h.bring_in(h.bring_in_seat() or 0)
        while (seat := h.to_act()) is not None:
            kind = ActionKind.CHECK if h.legal().can_check else ActionKind.CALL
            h.act(Decision(seat, kind))
        if h.bets_out():
            h.collect()
    return h


def common_out(h: Hand) -> None:
    """Back into the stub, the common card stacked second (the burn first), cut, burn, turn."""
    h.return_to_stub(["burns"])
    h.shuffle(parse_cards(["Ks", "2s"]))
    h.cut(0)
    h.burn()
    h.common_card()


@pytest.mark.parametrize("house", list(HouseRules))
def test_stud_common_card_turned_in_the_centre_after_the_short_stub(house: HouseRules) -> None:
    h = to_seventh(house)
    assert [c.code for c in h.zones.stub] == ["2s"]  # 8 x 6 + 3 burns = 51
    h.return_to_stub(["burns"])
    h.shuffle(parse_cards(["Ks", "2s"]))
    h.cut(0)
    h.burn()
    assert h.can_common_card()
    op = h.common_card()
    assert op.to_json() == {"op": "common", "card": "2s"}
    assert [c.code for c in h.zones.board] == ["2s"]
    assert not h.can_common_card()  # once
    with pytest.raises(InvalidOperation, match="common card is out"):
        h.verify_common_card()
    again = Hand.replay(h.config, h.log)
    assert again.zones == h.zones and again.stacks == h.stacks


def test_stud_common_card_refused_when_the_stub_reaches_everyone() -> None:
    h = dealt(table(), "Th 4h Jc Ac  Td 2c 3s Qd  9h 6c 5d Kc")
    assert not h.can_common_card()  # no card dealt: not seventh street
    for s in h.occupied:
        h.ante(s)
    for face in h.street_faces(Street.THIRD):
        for s in sorted(h.live):
            h.pitch(s, exposed=face)
    with pytest.raises(InvalidOperation, match="seventh street"):
        h.verify_common_card()


@pytest.mark.parametrize("house", list(HouseRules))
def test_stud_common_card_first_to_act_on_seventh(house: HouseRules) -> None:
    """`roberts` (Stud 15): the high hand using the common card, seat 2's three deuces;
    `tda` (RP-10-H-D): whoever acted first on sixth street, seat 1's kings."""
    h = to_seventh(house)
    assert h.first_on_board() == 1
    common_out(h)
    plays_high = h.config.preset.stud_common_card_plays_high
    assert h.first_on_board() == (2 if plays_high else 1)
    assert plays_high is (house is not HouseRules.TDA)


@pytest.mark.parametrize("house", list(HouseRules))
def test_stud_common_card_plays_in_every_hand(house: HouseRules) -> None:
    """stud.hand: the best five of the six and the common card."""
    h = to_seventh(house)
    common_out(h)
    h.open_street(Street.SEVENTH)
    values = ledger.hand_values(h)
    assert set(values) == set(range(1, 9))
    assert values[2].category == Category.FULL_HOUSE  # 3d 3h with 2d 2h and the common 2s
    assert values[1].category == Category.FULL_HOUSE  # As Ad Ah with Kc Kd
    assert max(values, key=lambda s: values[s]) == 1


def test_stud_short_stub_preset_fields() -> None:
    """stud.short_stub: the TDA's required number keeps a burn and a last card back, and a
    stub of three or more burns and turns the common card itself (RP-10-H (B)); Robert's
    deals the last card and the burns too."""
    tda, roberts = PRESETS[HouseRules.TDA], PRESETS[HouseRules.ROBERTS]
    assert tda.stud_short_stub_required and not roberts.stud_short_stub_required
    assert not PRESETS[HouseRules.SEEDS].stud_short_stub_required
