"""The house-rule presets (RULES.md "House-rule presets" and the presets tables of each later
section), one row per house. Every way the houses differ is a field here; a rule reads the
field it needs and no module asks which house it is. A school's own house is one more row:
`PRESETS[HouseRules.ROBERTS].but(name="our-room", flop_burn_optional=True)`.

Each field's comment names the rule ids that read it. `seeds` follows `roberts` wherever the
seeds are silent (RULES.md "Beyond the seeds"), so its row is Robert's with its one
difference."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, fields, replace
from enum import StrEnum
from typing import Any, get_type_hints


class HouseRules(StrEnum):
    """The built-in houses, by the name a drill gives (`house_rules:`)."""

    SEEDS = "seeds"
    ROBERTS = "roberts"
    TDA = "tda"


class FlopFix(StrEnum):
    """What a flop that cannot stand becomes (`error.flop_too_many`; `error.missed_burn`
    found before action on the flop)."""

    REDEAL = "redeal"  # board into the stub, shuffle, cut, a new flop
    SCRAMBLE = "scramble"  # the cards scrambled face down, one drawn at random is the burn


class ButtonRule(StrEnum):
    """How the button and the blinds move when a seat empties (`button.rule`)."""

    MOVING = "moving"  # the button to the next player, the blinds after it (button.moving)
    DEAD = "dead"  # the big blind forward one player, the small blind and button behind it


class PushDeadline(StrEnum):
    """Until when a pot pushed to the wrong player is corrected (`award.wrong_push`)."""

    SHUFFLE = "shuffle"  # the dealer starts shuffling for the next hand
    SUBSTANTIAL_ACTION = "substantial_action"  # substantial action on the next hand (TDA 22)


@dataclass(frozen=True, slots=True)
class Preset:
    name: str
    base: HouseRules  # the preset a house of its own derives from (the built-in rows: itself)
    # error.exposed_first_card: the pitches whose exposed card forces a misdeal
    misdeal_pitches: tuple[int, ...]
    # deal.substantial_action: that many decisions of the deal, or `substantial_with_chips`
    # of them when one put chips in (Robert's: two players after the blinds; TDA 36)
    substantial_decisions: int
    substantial_with_chips: int
    # error.flop_too_many
    four_card_flop: FlopFix
    # error.premature_turn, error.premature_river: the early card back to the stub and the
    # street dealt again without a burn (TDA), rather than set aside for the next street
    premature_back_to_stub: bool
    # error.missed_burn found before action on the flop
    missed_flop_burn: FlopFix
    # error.missed_burn, error.double_burn found after action: one burn per street, never
    # more (TDA 38), rather than the cards that would have come had no error occurred
    one_burn_per_street: bool
    # error.wrong_card_count: a short button who has not acted takes the top card (TDA 37)
    short_button_takes_top: bool
    # error.button_position after substantial action: the error stands (TDA 34-A), rather
    # than the floor placing the next button
    misplaced_button_stands: bool
    # bet.limit_cap: the cap holds while only two players contest the round
    limit_cap_heads_up: bool
    # bet.string_raise: only the first motion counts, even after "raise" (TDA 42, 43-A)
    string_raise_first_motion: bool
    # bet.verbal_vs_chips: words after the chips landed: whichever is first defines the bet
    chips_first_defines: bool
    # bet.undercall: short of a call, not heads-up nor facing the opening bet: the floor rules
    undercall_to_floor: bool
    # bet.out_of_turn: out of turn, then an intervening call: binding (TDA 53-A), rather
    # than the floor's ruling
    out_of_turn_binds_after_call: bool
    # showdown.all_in_face_up: in a cash game too (in a tournament every house has it)
    all_in_face_up: bool
    # award.wrong_push
    wrong_push_until: PushDeadline
    # stud.odd_chip: among tied stud hands, the high card by suit of the five played, for
    # high, low and razz alike (TDA 20-B), rather than of all seven cards, the lowest for low
    stud_odd_chip_by_five_played: bool = False
    # stud.first_to_act, razz.first_to_act: tied boards broken by the high card by suit
    # (TDA RP-10-D), rather than by position, the first clockwise from the dealer
    stud_first_tie_by_suit: bool = False
    # stud.open_pair: an open pair on fourth street lets any player bet the big bet (Robert's
    # Stud 4; stud high only, the game's row says where)
    stud_open_pair_doubles: bool = True
    # error.stud_exposed_downcard: the exposed card is the player's upcard and he may bring
    # in, every exposure handled so (TDA RP-10-A), rather than a misdeal at the first two
    # pitches or a second exposure (Robert's Misdeals 2(a), (b); Stud 5)
    stud_exposed_door: bool = False
    # error.stud_seventh_exposed: the card replaced if betting action remains (TDA RP-10-B),
    # rather than played face up with the all-in offered (Robert's Stud 17)
    stud_seventh_replaced: bool = False
    # error.stud_premature_card: the premature card back into the stub, which is reshuffled
    # and cut, and the street dealt without another burn once the round is complete (TDA
    # RP-5-D), rather than taken out of play with one stub card per player still in, then a
    # burn and the street (Robert's Stud 14)
    stud_premature_reshuffle: bool = False
    # error.stud_missed_burn found after the street's cards: the street stands and the next
    # burns one, "never more" (TDA 38), rather than the cards corrected to their proper
    # positions, each moved on one place (Robert's Stud 13)
    stud_late_burn_stands: bool = False
    # stud.common_card: first to act on seventh street with a common card is the high hand
    # using it (Robert's Stud 15), rather than whoever acted first on sixth (TDA RP-10-H-D)
    stud_common_card_plays_high: bool = True
    # stud.short_stub: the TDA's way (RP-10-H), decided before seventh street by the
    # "required" number (the players, a burn and an undealt last card): (A) the burns
    # scrambled in first, (B) from a stub of three or more a burn and the common card straight
    # from it, (C) scrambled, burn, common card; rather than Robert's (Stud 15): dealt to the
    # last card, which is scrambled with the burns, and a common card only when fresh cards
    # cannot reach everyone
    stud_short_stub_required: bool = False
    # burn.before_each_street: a house where the burn before the flop may be left out
    flop_burn_optional: bool = False
    # button.rule at a cash table and at a tournament table (a scenario's `button_rule:`
    # names it for its own table)
    cash_button_rule: ButtonRule = ButtonRule.MOVING
    tournament_button_rule: ButtonRule = ButtonRule.DEAD
    # button.rule: a tournament table may name the moving button (`button_rule: moving`);
    # not where "Tournament play will use a dead button" (TDA 32)
    moving_button_in_tournament: bool = True
    # race.count: the odd chips are raced for one more new chip when what is left over is at
    # least half of one (Robert's Tournaments; the TDA is silent and follows it, *inferred*)
    race_half_up: bool = True

    def but(self, **differences: object) -> Preset:
        """This row with some differences: a house of one's own. Its `base` stays this
        row's, unless given."""
        known = {f.name for f in fields(self)}
        unknown = sorted(set(differences) - known)
        if unknown:
            raise ValueError(f"a preset has no field {', '.join(unknown)}")
        return replace(self, **differences)  # type: ignore[arg-type]

    def button_rule(self, tournament: bool) -> ButtonRule:
        """button.rule: this house's method at a cash or a tournament table."""
        return self.tournament_button_rule if tournament else self.cash_button_rule

    def optional_steps(self) -> frozenset[tuple[str, str]]:
        """The steps of the procedure this house leaves to the dealer, as (step, street):
        a solution that drops one still passes."""
        return frozenset({("burn", "flop")}) if self.flop_burn_optional else frozenset()


_ROBERTS = Preset(
    name="roberts",
    base=HouseRules.ROBERTS,
    misdeal_pitches=(1, 2),
    substantial_decisions=2,
    substantial_with_chips=2,
    four_card_flop=FlopFix.REDEAL,
    premature_back_to_stub=False,
    missed_flop_burn=FlopFix.REDEAL,
    one_burn_per_street=False,
    short_button_takes_top=False,
    misplaced_button_stands=False,
    limit_cap_heads_up=False,
    string_raise_first_motion=False,
    chips_first_defines=False,
    undercall_to_floor=False,
    out_of_turn_binds_after_call=False,
    all_in_face_up=False,
    wrong_push_until=PushDeadline.SHUFFLE,
)

PRESETS: dict[HouseRules, Preset] = {
    HouseRules.SEEDS: _ROBERTS.but(
        name="seeds", base=HouseRules.SEEDS, misdeal_pitches=(1,), limit_cap_heads_up=True,
        tournament_button_rule=ButtonRule.MOVING,  # the seeds' button.move, as written
    ),
    HouseRules.ROBERTS: _ROBERTS,
    HouseRules.TDA: Preset(
        name="tda",
        base=HouseRules.TDA,
        misdeal_pitches=(1, 2),
        substantial_decisions=3,
        substantial_with_chips=2,
        four_card_flop=FlopFix.SCRAMBLE,
        premature_back_to_stub=True,
        missed_flop_burn=FlopFix.SCRAMBLE,
        one_burn_per_street=True,
        short_button_takes_top=True,
        misplaced_button_stands=True,
        limit_cap_heads_up=True,
        string_raise_first_motion=True,
        chips_first_defines=True,
        undercall_to_floor=True,
        out_of_turn_binds_after_call=True,
        all_in_face_up=True,
        wrong_push_until=PushDeadline.SUBSTANTIAL_ACTION,
        stud_odd_chip_by_five_played=True,
        stud_first_tie_by_suit=True,
        stud_open_pair_doubles=False,  # "Bets will not be doubled on 4th street", RP-10-F
        stud_exposed_door=True,
        stud_seventh_replaced=True,
        stud_premature_reshuffle=True,  # "returned to the stub ... re-shuffled", RP-5-D
        stud_late_burn_stands=True,  # one burn per street, "never more", 38
        stud_common_card_plays_high=False,  # "the first player who would act on 6th", RP-10-H-D
        stud_short_stub_required=True,  # "remaining players + 1 burn + 1 undealt last card"
        tournament_button_rule=ButtonRule.DEAD,  # "Tournament play will use a dead button", 32
        moving_button_in_tournament=False,
    ),
}


def _field_types() -> dict[str, Any]:
    hints = get_type_hints(Preset)
    return {f.name: hints[f.name] for f in fields(Preset) if f.name not in ("name", "base")}


def differences_schema() -> dict[str, object]:
    """The JSON Schema of a drill's `house:` (a house of its own): its `name` and any of the
    preset's fields, each of its type. Made from the table, so a new field is there at once."""
    props: dict[str, object] = {
        "name": {"description": "The house's own name, shown with its results.",
                 "type": "string", "minLength": 1},
    }
    for name, kind in _field_types().items():
        if kind is bool:
            props[name] = {"type": "boolean"}
        elif kind is int:
            props[name] = {"type": "integer", "minimum": 1}
        elif isinstance(kind, type) and issubclass(kind, StrEnum):
            props[name] = {"type": "string", "enum": [v.value for v in kind]}
        else:  # tuple[int, ...]
            props[name] = {"type": "array", "items": {"type": "integer", "minimum": 1},
                           "uniqueItems": True}
    return {
        "description": "A house of its own: the differences from the preset `house_rules` "
                       "names (engine/preset.py's fields).",
        "type": "object", "required": ["name"], "additionalProperties": False,
        "properties": props,
    }


def house_of(base: HouseRules, differences: Mapping[str, Any]) -> Preset:
    """The house a drill's `house:` describes, from values its schema has checked."""
    types = _field_types()
    values: dict[str, object] = {}
    for key, value in differences.items():
        kind = types.get(key)
        if isinstance(kind, type) and issubclass(kind, StrEnum):
            value = kind(value)
        elif isinstance(value, list):
            value = tuple(value)
        values[key] = value
    return PRESETS[base].but(**values)
