"""What the arbiter gives out: the drill's result (CONTRACT.md's JSON), the hand record for
the progress store and hand histories, and the read-only snapshot the GUI draws."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..engine import ops
from ..engine.config import Street
from ..engine.hand import Hand
from ..engine.hilo import HALVES, half_amount
from ..engine.variant import GameRow
from . import house, house_fees, ledger, pot_chips, procedure
from .actions import TraineeAction
from .comings import absent_seats
from .irregularities.base import ruling_asked
from .irregularities.wrong_count import looks_like_two
from .modes import shows_fix
from .money import keys as money
from .race import color_up_fields, race_final, race_view
from .rotation import hand_fields, mix_view
from .seating import level_of
from .snapshot import HoleView, Message, PotView, SeatView, TableSnapshot
from .stud_report import (
    bring_in,
    due_first,
    faces_up_next,
    named_first,
    naming_owed,
    stud_final,
    stud_stakes,
)

if TYPE_CHECKING:
    from .arbiter import Arbiter


def build_result(arb: Arbiter, elapsed_s: float | None) -> dict[str, object]:
    h = arb.hand
    final_pots = []
    for i, p in enumerate(h.pots):
        final_pots.append(
            {
                "amount": p.amount,
                "eligible": list(p.eligible),
                "winners": list(h.awarded.get(i, ())),
                **(pot_halves(h, i) if h.game.hilo else {}),
            }
        )
    result: dict[str, object] = {
        "scenario": arb.setup.scenario_id,
        "mode": arb.setup.mode.value,
        "passed": arb.passed(),
        "score": arb.score(elapsed_s),
        "steps": [s.to_json() for s in arb.steps],
        "violations": list(arb.violations),
        "irregularities": [c.to_json() for c in arb.corrections],
        "final": {
            "complete": arb.complete,
            "variant": arb.config.variant.value,
            "board": [c.code for c in h.zones.board],
            "burns": [c.code for c in h.zones.burns],
            "stacks": {str(s): v for s, v in sorted(arb._stacks.items())}
            if arb.complete
            else {str(s): v for s, v in sorted(h.stacks.items())},
            "button": h.button,
            "buttons": [r["button"] for r in arb.hand_records],  # each hand's, in order
            "missed_blinds": {str(s): list(k) for s, k in arb.comings.owed.items()},
            "hands": {
                str(s): [c.code for c in cards]
                for s, cards in sorted(ledger.dealt(arb.hand).items())
            },
            "pots": final_pots,
            "scraps": [c.code for c in ledger.scraps(h)],  # boxed cards out of play
            "dead": ledger.killed(h),  # seats whose hands were killed
            **stud_final(h),  # button null, up, bring_in, common (a stud table)
            **race_final(arb),  # a chip race drill's race (race.py)
        },
        "hints": arb.hints,
        "invalid": arb.invalids,
        "house_rules": arb.config.house_rules.value,
        **({"house": arb.config.house.name} if arb.config.house else {}),  # a house of its own
        "hands_played": len(arb.hand_records),
        "hands": list(arb.hand_records),
    }
    if arb.setup.rake is not None:  # money at the table: what the house took (rake.*)
        final = result["final"]
        assert isinstance(final, dict)
        final["rake"] = {"rake": h.house.get("rake", 0), "drop": h.house.get("drop", 0)}
    final = result["final"]
    assert isinstance(final, dict)
    if arb.setup.time_collection is not None:  # house.time_collection: by seat, every hand
        final["time"] = house_fees.time_by_seat(arb)
    if house_fees.bad_beat_table(arb):  # jackpot.bad_beat: the hands whose showdown hit it
        final["jackpot_hands"] = [r["number"] for r in arb.hand_records if r.get("jackpot")]
        if not arb.complete and house_fees.jackpot_hit(h):
            final["jackpot_hands"].append(arb.hand_number)
    if elapsed_s is not None:
        result["elapsed_s"] = round(elapsed_s, 1)
    return result


def pot_halves(h: Hand, pot: int) -> dict[str, object]:
    """A hi-lo pot's `high` and `low` as pushed (CONTRACT.md's JSON additions): each
    `{"winners": [...], "amount": N}`; `low` null when no low took a half (the pot pushed
    whole), `high` null too while nothing of it is pushed."""
    def half(amounts: tuple[tuple[int, int], ...]) -> dict[str, object]:
        return {"winners": [s for s, _ in amounts], "amount": sum(a for _, a in amounts)}

    out: dict[str, object] = {"high": None, "low": None}
    for name in HALVES:
        if (pot, name) in h.halves:
            out[name] = half(h.halves[(pot, name)])
    if out["high"] is None and pot in h.awarded:  # pushed whole: no low qualified
        out["high"] = half(h.pushed_amounts(pot))
    return out


def pot_view(h: Hand, i: int, parts: tuple[int, ...] = ()) -> PotView:
    """Pot `i` as the GUI draws it (`parts`: what went into it, pot_chips.py); in a game
    split high and low, its halves too."""
    p = h.pots[i]
    colored = i in pot_chips.colored(h)
    view = PotView(i, p.amount, p.eligible, h.awarded.get(i, ()), parts=parts, colored=colored)
    if not h.game.hilo:
        return view
    return PotView(i, p.amount, p.eligible, view.awarded_to,
                   half_amount(p.amount, "high", h.config.chip),
                   half_amount(p.amount, "low", h.config.chip),
                   tuple(n for n in HALVES if (i, n) in h.halves), parts, colored)


def hand_record(arb: Arbiter) -> dict[str, object]:
    h = arb.hand
    straddle = 2 * h.big_blind if "straddle" in h.posted else 0
    return {
        "number": arb.hand_number,
        "game": arb.config.game.value,
        "variant": arb.config.variant.value,  # game.variant: the PHH export's code
        "small_blind": h.small_blind,
        "big_blind": h.big_blind,
        "straddle": straddle,
        "button": arb.config.button,
        # button.dead: the disc at an empty seat, the small blind dead (None)
        "button_dead": arb.places.button_dead,
        "small_blind_seat": None if arb.places.small_dead else arb.places.small,
        "big_blind_seat": arb.places.big,
        "dealt_in": list(arb.places.players),
        # seat.sit_out, blinds.missed: not dealt in; what each seat owes after the hand
        "sitting_out": sorted(arb.comings.out),
        "absent": sorted(absent_seats(arb)),  # seat.absent: dealt in, the hand killed
        "ante": arb.config.ante,  # blinds.ante: this hand's (0: none)
        "missed_blinds": {str(s): list(k) for s, k in arb.comings.owed.items()},
        "seats": {
            str(s.seat): {"name": s.name, "stack": arb.start_stacks[s.seat]}
            for s in arb.config.seats
        },
        "events": [op.to_json() for op in h.log if op.in_history],
        "board": [c.code for c in h.zones.board],
        "hole": {
            str(s): [c.code for c in cards] for s, cards in sorted(ledger.dealt(arb.hand).items())
        },
        "final_stacks": {str(s): v for s, v in sorted(h.stacks.items())},
        **hand_fields(arb),  # a mixed game: the hand's game, a stud hand's frozen disc
        **color_up_fields(arb),  # a session's hand that began with a color-up and its race
        **stud_stakes(h),  # a stud hand's bring-in and bets (its hand history's)
        **({"time": {str(s): n for s, n in sorted(h.time.items())}} if h.time else {}),
        **({"jackpot": True} if house_fees.bad_beat_table(arb) and house_fees.jackpot_hit(h)
           else {}),
    }


def build_snapshot(arb: Arbiter) -> TableSnapshot:
    h = arb.hand
    to_act = None if arb.complete else h.to_act()
    blinds = {seat: kind for kind, seat in h.posted.items()}
    seats = []
    for sc in arb.config.seats:
        s = sc.seat
        seats.append(
            SeatView(
                seat=s,
                name=sc.name,
                stack=h.stacks[s],
                bet=h.bets[s],
                hole=looks_like_two(  # a wrong count nobody has seen yet
                    arb, s, tuple(HoleView(hc.card, hc.exposed) for hc in h.zones.hole[s])),
                folded=s in h.folded,
                all_in=s in h.all_in,
                is_button=s == h.button,
                blind=blinds.get(s),
                to_act=s == to_act,
                last_action=arb.last_words.get(s),
                won=h.won[s],
                mucked=s in arb.conceded,
                pushed=h.pushed.get(s, 0),
            )
        )
    parts = pot_chips.pot_parts(h)  # pot.chips_kept: the chips that went in
    pots = tuple(pot_view(h, i, parts[i]) for i in range(len(h.pots)))
    # what a player would see: an error not come to light yet (`found_after`: a wrong
    # count, a burn misfire) shows nothing
    shown = [c for c in arb.open_corrections() if c.seen]
    open_rules = tuple(c.rule for c in shown)
    banner = fix = None
    if shown:
        last = shown[-1]
        banner = Message.of("banner." + last.rule, seat=last.seat)
        fix = arb.fix_of(last.rule) if shows_fix(arb.setup.mode) else None
    belongs = arb.config.button
    seated = sorted(h.occupied)
    previous = None
    # (once the hand is over its button has moved on: no last hand's disc beside it)
    if not arb.complete and belongs in seated and (
        h.button != belongs or "error.button_position" in open_rules
    ):
        previous = seated[seated.index(belongs) - 1]
    asked = None if arb.complete else ruling_asked(arb)
    street = h.round.street if h.round else Street(h.game.streets[0])  # preflop, third
    owed = due(arb)
    return TableSnapshot(
        hand_number=arb.hand_number,
        hands_total=arb.setup.hands,
        phase=procedure.phase(arb),
        street=street,
        button=h.button,
        previous_button=previous,
        seats=tuple(seats),
        stub_count=len(h.zones.stub),
        burns=tuple(h.zones.burns),
        board=tuple(h.zones.board),
        set_aside=tuple(h.zones.set_aside),
        muck_count=len(h.zones.muck),
        pots=pots,
        to_act=to_act,
        open_irregularities=open_rules,
        banner=banner,
        complete=arb.complete,
        score=arb.score(live=True),
        game=arb.config.game,
        variant=arb.config.variant,
        small_blind=h.small_blind,
        big_blind=h.big_blind,
        house_rules=arb.config.house_rules,
        mode=arb.setup.mode,
        fix=fix,
        stub_top_up=h.zones.stub[0] if h.zones.stub and h.zones.stub[0] in h.zones.boxed else None,
        stray=ledger.strays(h),
        burns_up=ledger.burns_face_up(h),
        tabled=tuple(money.tabled(h)),
        read=tuple(op.seat for op in ledger.deal_log(h) if isinstance(op, ops.HandReading)),
        ruling_seat=asked.seat if asked is not None else None,
        ruling=asked,
        # the house procedures (arbiter/house.py)
        shuffle_next=house.next_gesture(arb),
        shuffle_made=house.shuffle_progress(arb),
        announce_owed=house.owed_view(arb),
        all_in_buttons=house.buttons(arb),
        bring_in=bring_in(h),
        stud_first=named_first(h),
        stud_due=due_first(arb),
        stud_naming=naming_owed(arb),
        stud_up_next=faces_up_next(h),
        # across hands (issue 27): the disc at an empty seat, the seats with chips not dealt
        # in, what each seat owes (blinds.missed), the hand's ante
        button_dead=arb.config.dead_button,
        sitting_out=tuple(sorted(arb.comings.out)),
        missed=tuple((s, tuple(k)) for s, k in sorted(arb.comings.owed.items())),
        ante=arb.config.ante,
        # (a stud hand's table has no schedule: its levels are the mixed table's)
        level=level_of(arb.config if arb.config.schedule else arb.setup.config, arb.hand_number),
        newcomers=arb.comings.roster.new,
        mix=mix_view(arb),
        race=race_view(arb),  # a chip race drill: the race on the felt (gui/race_table.py)
        due=owed,
        board_turns=board_turns(h.game, street, len(h.zones.board), owed),
    )


def due(arb: Arbiter) -> tuple[TraineeAction, ...]:
    """The snapshot's `due`: the right next steps (`Arbiter.expected()`), each followed by
    the step it leads to (a burn owed: the street it comes before, the one a click on the
    board turns)."""
    steps: list[TraineeAction] = []
    for e in arb._expects():
        if e.visible:
            steps += [e.example] if e.leads_to is None else [e.example, e.leads_to]
    return tuple(steps)


def board_turns(g: GameRow, street: str, board: int,
                due: tuple[TraineeAction, ...]) -> Street | None:
    """The snapshot's `board_turns`: the street a click on the board turns now (board.flop,
    board.turn, board.river), from the game's row (`GameRow.board_streets`) and the table's
    `due`. The street owed (a redeal, or the street after the burn owed); with none owed (a
    round still open) the next board street after the round's (`street`), or that street
    again when its cards went back; None after the last, or in a game without a board."""
    names = {s for s, _ in g.board_streets}
    owed = next((a.name for a in due if a.name in names), None)
    if owed is None:
        owed = g.board_street(street, board)
    return Street(owed) if owed is not None else None
