"""The dealing procedure: at each moment, the right next steps, with the rule each stands for
and its hint (what the trainee should do, and why)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from functools import partial
from typing import TYPE_CHECKING

from . import award_diagnose, comings, hilo_award, house, house_fees, ledger, steps, tournament
from .actions import TraineeAction
from .award_diagnose import winners
from .cards_speak import winning_words
from .expect import Expect, Judged, Phase, WhyNot, then
from .hand_words import HandWords
from .money import keys as money
from .money import steps as money_steps

if TYPE_CHECKING:
    from .arbiter import Arbiter


Test = Callable[["Arbiter"], bool]
Steps = Callable[["Arbiter"], list[Expect]]


@dataclass(frozen=True, slots=True)
class Family:
    """A game family's part of the procedure, as data the one table (`PROCEDURE`) and the
    one `phase()` read: the forced bets before the deal, the cards (the hole deal, then each
    street's cards), the showdown and the pushes, and where the hand ends. Each family
    registers its own (`flop_procedure.FLOP`, `stud_procedure.STUD`, imported by the
    arbiter; a drill that deals no hand, `race.RACE`), so this module need not import them."""

    # each moment's test and steps; those left out are never owed (a drill dealing no hand)
    forced_owed: Test = lambda arb: False  # blinds or antes owed now (Phase.BLINDS)
    forced: Steps = lambda arb: []  # those steps
    forced_early: Steps = lambda arb: []  # those taken with the shuffle and cut
    dealing: Test = lambda arb: False  # a deal under way before any betting (Phase.DEAL)
    cards_to_come: Test = lambda arb: False  # a street still to deal after the round
    street_phase: Phase = Phase.BOARD  # a street's cards: the board, or a stud street's deal
    deal: Steps = lambda arb: []  # the next card(s) of Phase.DEAL
    streets: Steps = lambda arb: []  # the next street's steps (its phase)
    showdown: Callable[[Arbiter], Expect] = lambda arb: showdown_expect(arb)
    awards: Steps = lambda arb: []  # the pushes owed (Phase.AWARD)
    end: Phase = Phase.DONE  # after the last push: the button's move, or the hand is done
    # the family's checks of a step out of place that come before the owed step's own
    first_checks: WhyNot | None = None
    # the fallback's word for another step than the one owed, before the flop games' own
    other_step: WhyNot | None = None
    # a family that deals no hand (the chip race, race.py): its own phase and steps, read
    # instead of the hand's, and its own check of a wrong step, before any of the hand's
    own_phase: Callable[[Arbiter], Phase] | None = None
    own_steps: Steps | None = None
    own_checks: Callable[[Arbiter, TraineeAction, list[Expect]], Judged | None] | None = None


FAMILIES: dict[str, Family] = {}


def family(arb: Arbiter) -> str:
    """The game's family: "flop" (a button, blinds and a board) or "stud"; a chip race drill
    deals no hand: "race" (race.py)."""
    if arb.hand.config.race is not None:
        return "race"
    return "flop" if arb.hand.game.button else "stud"


def family_of(arb: Arbiter) -> Family:
    return FAMILIES[family(arb)]


def phase(arb: Arbiter) -> Phase:
    """Read from the log and the zones (ledger.py), never kept; one order for every game,
    the family's own moments read from its `Family`."""
    if arb.complete:
        return Phase.DONE
    fam = family_of(arb)
    if fam.own_phase is not None:  # a drill that deals no hand (the chip race)
        return fam.own_phase(arb)
    h = arb.hand
    if ledger.pitches(h) == 0:
        if not ledger.shuffled(h):
            return Phase.SHUFFLE
        if not ledger.cut_done(h):
            return Phase.CUT
    if fam.forced_owed(arb):
        return Phase.BLINDS
    if fam.dealing(arb):
        return Phase.DEAL
    if house.owed(arb) is not None:
        return Phase.ANNOUNCE
    if h.to_act() is not None:
        return Phase.ASKED if money.open_request(h) else Phase.BETTING
    if h.bets_out():
        return Phase.COLLECT
    if len(h.live) > 1 and fam.cards_to_come(arb):
        return fam.street_phase
    return after_the_cards(arb, fam.end)


def after_the_cards(arb: Arbiter, end: Phase) -> Phase:
    """Every card out (a flop game or stud): the showdown, the reads, the house's take, the
    pushes, then `end` (the button's move, or the end of a stud hand)."""
    h = arb.hand
    if len(h.live) > 1 and not ledger.shown(h):
        return Phase.SHOWDOWN
    if house_fees.floor_owed(arb):  # jackpot.bad_beat: the floor before any push
        return Phase.JACKPOT
    if money.reads_owed(arb):
        return Phase.READ
    if money.house_owed(arb):
        return Phase.RAKE
    return Phase.AWARD if not h.all_pushed() else end


def _shuffle(arb: Arbiter, *, visible: bool = True) -> list[Expect]:
    """deck.shuffle: one `shuffle` at a quick table; at a full one the house shuffle's next
    gesture (house.py), a bare `shuffle` standing for the whole sequence (never the hint)."""
    run = partial(steps.do_shuffle, arb)
    bare = Expect(TraineeAction("shuffle"), "hint.shuffle", "deck.shuffle", run, visible=visible)
    gesture = house.next_gesture(arb)
    if gesture is None:
        return [bare]
    bare.visible = False
    step = Expect(TraineeAction(gesture), f"hint.shuffle.{gesture}", house.SHUFFLE_RULE,
                  partial(house.do_gesture, arb), visible=visible)
    return [step, bare]


def _announce(arb: Arbiter) -> list[Expect]:
    """deal.announce: the bet or raise just made, or the all-in button, before anyone acts."""
    due = house.owed(arb)
    assert due is not None
    return [Expect(due.action(), f"hint.announce.{due.what}", house.ANNOUNCE_RULE,
                   partial(house.do_announce, arb), due.params())]


def _cut(arb: Arbiter) -> Expect:
    return Expect(TraineeAction("cut"), "hint.cut", "deck.cut", partial(steps.do_cut, arb))


def collect_expect(arb: Arbiter) -> Expect:
    """A bare `collect` builds the pots itself (but not in audition when a side pot is
    made); stated pots must be the right ones (pot.all_in)."""
    run = partial(steps.do_collect, arb)
    key = money.pots_key(arb.hand) if arb.hand.bets_out() else ()
    side = money.makes_side_pot(arb.hand) if key else False
    required = money.pots_required(arb) if key else False
    example = TraineeAction("collect", pots=key) if side else TraineeAction("collect")
    return Expect(
        example,
        "hint.collect_pots" if side else "hint.collect",
        "pot.collect",
        run,
        {"pots": ", ".join(map(str, key))} if side else {},
        match=lambda a: a.name == "collect" and (a.pots == key or a.pots is None and not required),
        why_not=_collect_first,
    )


def _collect_first(arb: Arbiter, a: TraineeAction, first: Expect) -> Judged | None:
    """pot.collect: the bets are gathered before anything else (a post or a card dealt
    now: the fallback's blinds and deal words; diagnose() says "before the push" when no
    card comes)."""
    if a.name in ("post", "deal"):
        return None
    return "pot.collect", "pot.collect.first", {}


def showdown_expect(arb: Arbiter) -> Expect:
    run = partial(steps.do_showdown, arb)
    return Expect(TraineeAction("showdown"), "hint.showdown", "showdown.order", run)


def _answer(arb: Arbiter) -> list[Expect]:
    """bet.pot_count, pot.count_all_in: the count the player to act asked for."""
    ask = money.open_request(arb.hand)
    assert ask is not None
    key = money.count_key(arb.hand, ask)
    name = money.ANSWERS[ask.what]
    example = TraineeAction(name, amount=key, seat=ask.of)
    params: dict[str, object] = {"seat": ask.seat, "of": ask.of, "amount": key}
    run = partial(money_steps.do_announce, arb)
    hint = "hint.announce_pot" if ask.what == "pot" else "hint.announce_count"
    return [Expect(example, hint, money.RULE_OF[ask.what], run, params)]


def _reads(arb: Arbiter, *, visible: bool = True) -> list[Expect]:
    """showdown.read_hand: each tabled hand read aloud, in any order, before its pot is
    pushed (those owed now shown, the others taken early); `ranks` may be left out, and
    are checked when given."""
    out = []
    h = arb.hand
    owed = money.reads_owed(arb)
    for seat in money.readable(h):
        hand, ranks = money.reading_key(h, seat)
        low = money.low_key(h, seat)  # hi-lo: the low too, checked when said (hilo.read)
        out.append(
            Expect(
                TraineeAction("read", seat=seat, hand=hand, ranks=ranks, low=low),
                "hint.read_low" if low is not None else "hint.read",
                "showdown.read_hand",
                partial(money_steps.do_read, arb),
                {"seat": seat},
                match=lambda a, s=seat, k=hand, r=ranks, w=low: (
                    a.name == "read" and a.seat == s and a.hand == k and a.ranks in ((), r)  # type: ignore
                    and (a.low is None or a.low == w)
                ),
                visible=visible and seat in owed,
            )
        )
    return out


def _house(arb: Arbiter) -> list[Expect]:
    """rake.amount, rake.jackpot_drop: taken from the main pot before any push."""
    owed = money.house_owed(arb)
    rules = {"rake": ("rake.amount", "hint.rake"), "drop": ("rake.jackpot_drop", "hint.drop")}
    run = partial(money_steps.do_take, arb)
    return [
        Expect(TraineeAction(kind, amount=n), rules[kind][1], rules[kind][0], run, {"amount": n})
        for kind, n in owed.items()
    ]


def takers(arb: Arbiter) -> set[int]:
    """After the showdown, the tabled hands that win a share of a pot not yet pushed (TDA
    13-C: never killed). Empty before the showdown, and with one hand left."""
    h = arb.hand
    if len(h.live) < 2 or not ledger.shown(h):
        return set()
    return {s for i in range(len(h.pots)) if i not in h.awarded for s in winners(arb, i)}


def _kills(arb: Arbiter) -> list[Expect]:
    """ruling.kill_hand: a tabled hand beaten for every pot still to push may be killed
    before a pot is awarded ("all losing hands will be killed by the dealer before a pot is
    awarded", Robert's Showdown 4); accepted, never required, never the hint."""
    h = arb.hand
    won = takers(arb)
    if not won:
        return []
    run = partial(steps.do_kill, arb)
    return [
        Expect(TraineeAction("kill_hand", seat=s), "hint.kill_losing_hand", "ruling.kill_hand",
               run, {"seat": s}, visible=False)
        for s in sorted(h.live & h.shown) if s not in won
    ]


def _betting(arb: Arbiter) -> list[Expect]:
    kills = comings.kills_owed(arb)  # seat.absent: his hand killed before any decision
    if kills:
        run = partial(steps.do_kill, arb)
        return [Expect(TraineeAction("kill_hand", seat=s), "hint.kill_absent", "seat.absent",
                       run, {"seat": s}, why_not=_absent_first) for s in kills]
    seat = arb.hand.to_act()
    assert seat is not None
    return [wait_expect(arb, seat)]


def _jackpot(arb: Arbiter) -> list[Expect]:
    """jackpot.bad_beat: every card stays on the table, nothing is pushed: the floor."""
    return [Expect(TraineeAction("call_floor"), "hint.call_floor_jackpot",
                   house_fees.JACKPOT_RULE, then(house_fees.do_call_floor, arb))]


# The procedure, written once for every game: for each phase, the right next steps (each
# with the rule a different step breaks and its hint), the family's own steps read from its
# `Family`. Only an open irregularity's correction (irregularities/) comes before it.
PROCEDURE: dict[Phase, Callable[[Arbiter], list[Expect]]] = {
    Phase.SHUFFLE: lambda arb: [*_shuffle(arb), *family_of(arb).forced_early(arb)],
    Phase.CUT: lambda arb: [_cut(arb), *_shuffle(arb, visible=False),
                            *family_of(arb).forced_early(arb)],
    Phase.BLINDS: lambda arb: family_of(arb).forced(arb),
    Phase.DEAL: lambda arb: family_of(arb).deal(arb),
    Phase.BETTING: _betting,
    Phase.ANNOUNCE: _announce,
    Phase.ASKED: _answer,
    Phase.COLLECT: lambda arb: [collect_expect(arb)],
    Phase.BOARD: lambda arb: family_of(arb).streets(arb),
    Phase.SHOWDOWN: lambda arb: [family_of(arb).showdown(arb)],
    Phase.JACKPOT: lambda arb: _jackpot(arb),
    Phase.READ: lambda arb: [*_reads(arb), *_house(arb), *_kills(arb)],
    Phase.RAKE: lambda arb: [*_house(arb), *_reads(arb, visible=False), *_kills(arb)],
    Phase.AWARD: lambda arb: [*family_of(arb).awards(arb), *_reads(arb, visible=False),
                              *_kills(arb)],
    Phase.BUTTON: lambda arb: award_expects(arb),
    Phase.DONE: lambda arb: [],
}


def normal_expects(arb: Arbiter) -> list[Expect]:
    own = family_of(arb).own_steps
    if own is not None:  # a drill that deals no hand (the chip race)
        return own(arb)
    sent = tournament.balance_owed(arb)
    if sent is not None:  # seat.balance: the floor's player before the shuffle
        return [Expect(TraineeAction("move_player", seat=sent), "hint.balance",
                       tournament.BALANCE, partial(tournament.move_player, arb), {"seat": sent})]
    if tournament.held(arb):  # hand for hand: the floor before any card after an all-in call
        floor = Expect(TraineeAction("call_floor"), "hint.hand_for_hand", tournament.H4H,
                       partial(tournament.call_floor, arb))
        return [*PROCEDURE[phase(arb)](arb), floor] if arb.hand.bets_out() else [floor]
    return PROCEDURE[phase(arb)](arb)


def wait_expect(arb: Arbiter, seat: int) -> Expect:
    return Expect(
        TraineeAction("wait"),
        "hint.wait",
        "bet.round_complete",
        partial(steps.do_wait, arb),
        {"seat": seat},
        match=lambda a: a.name == "wait",
        why_not=_round_open,
    )


def _round_open(arb: Arbiter, a: TraineeAction, first: Expect) -> Judged | None:
    """bet.round_complete: another step while a player is still to act (a post or a card
    dealt now: the fallback's blinds and deal words)."""
    if a.name in ("post", "deal"):
        return None
    if a.name == "burn" and family(arb) == "flop":  # a board's burn (stud: stud.burn's)
        return "board.not_before_round_complete", "board.not_before_round_complete.burn", {}
    return "bet.round_complete", "bet.round_complete.open", {"seat": arb.hand.to_act()}


# the button placed elsewhere than its rule puts it: the rule's message
BUTTON_KEYS = {
    "button.move": "button.move.seat",
    "button.moving": "button.moving.seat",
    "button.dead": "button.dead.seat",
    "headsup.transition": "headsup.transition.seat",
    "seat.join": "seat.join.button",  # a player coming in is held off the button
}


def wrong_button(arb: Arbiter, a: TraineeAction, first: Expect) -> Judged:
    """The button moved elsewhere than the rule of the step owed puts it (or another step
    where its move is owed)."""
    rule = first.rule if first.rule in BUTTON_KEYS else "button.move"
    return rule, BUTTON_KEYS[rule], dict(first.hint_params)


def _absent_first(arb: Arbiter, a: TraineeAction, first: Expect) -> Judged:
    """seat.absent: the absent player's hand killed before any decision."""
    return "seat.absent", "seat.absent.kill", dict(first.hint_params)


def award_expects(arb: Arbiter) -> list[Expect]:
    h = arb.hand
    open_pots = [i for i in range(len(h.pots)) if i not in h.awarded]
    if not open_pots:
        places, rule = steps.next_places(arb)
        seat = places.button
        return [
            Expect(
                TraineeAction("move_button", seat=seat),
                "hint.move_button",
                rule,
                partial(steps.do_move_button, arb),
                {"seat": seat},
                match=lambda a, s=seat: (
                    a.name == "move_button"  # type: ignore
                    and a.seat in (None, s)
                ),
                why_not=wrong_button,
            )
        ]
    pot = open_pots[-1]  # award.side_first: the last side pot made goes first
    best = winners(arb, pot)
    if len(h.live) == 1:
        return [
            Expect(
                TraineeAction("award", pot=pot, to=best),
                "hint.award_uncontested",
                "award.uncontested",
                partial(steps.do_award, arb),
                {"seat": best[0]},
                match=lambda a, p=pot, w=best: (
                    a.name == "award"  # type: ignore
                    and a.pot == p
                    and tuple(sorted(a.to)) == w
                ),
                why_not=award_diagnose.wrong_push,
            )
        ]
    halves = hilo_award.owed(arb, pot, best)
    if halves is not None:  # a hi-lo pot with a qualifying low: two pushes (hilo.split)
        return [
            Expect(half, "hint.award_half", "hilo.split", partial(hilo_award.do_award_half, arb),
                   {"pot": pot, "half": half.half, "amount": half.amount,
                    "winners": ", ".join(map(str, half.to))},
                   match=partial(hilo_award.matches, half),
                   why_not=award_diagnose.wrong_push)
            for half in halves
        ]
    why = award_reason(arb, pot, best)
    return [
        Expect(
            TraineeAction("award", pot=pot, to=best),
            "hint.award",
            "award.split" if len(best) > 1 else "award.main_and_side",
            partial(steps.do_award, arb),
            {"pot": pot, "winners": ", ".join(map(str, best)), "why": why},
            match=lambda a, p=pot, w=best, n=h.pots[pot].amount: (
                a.name == "award"  # type: ignore
                and a.pot == p
                and tuple(sorted(a.to)) == w
                and a.half is None
                and a.amount in (None, n)
            ),
            why_not=award_diagnose.wrong_push,
        )
    ]


def award_reason(arb: Arbiter, pot: int, winners: tuple[int, ...]) -> HandWords | str:
    """The winning hand, said in the trainee's language when the hint is made."""
    return winning_words(arb, pot, winners)


EXPECT_KEYS = {
    "shuffle": "deck.shuffle.first",
    "cut": "deck.cut.first",
    "deal": "deal.order.next_seat",
    "collect": "pot.collect.first",
    "burn": "burn.before_each_street.missing",
    "flop": "board.wrong_street",
    "turn": "board.wrong_street",
    "river": "board.wrong_street",
    "showdown": "showdown.order.first",
    "move_button": "button.move.seat",
    "wait": "bet.round_complete.open",
    "post": "blinds.before_deal.missing",
    "announce_pot": "bet.pot_count.first",
    "announce_count": "pot.count_all_in.first",
    "read": "showdown.read_hand.first",
    "rake": "rake.amount.first",
    "drop": "rake.jackpot_drop.first",
    "wash": "deck.shuffle.missing.wash",
    "riffle": "deck.shuffle.missing.riffle",
    "box": "deck.shuffle.missing.box",
}


def expect_key(e: Expect) -> str:
    """A message saying what the procedure needs now, for a step that is not it."""
    return EXPECT_KEYS.get(e.example.name, "procedure.not_now")
