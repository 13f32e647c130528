"""The chip race's procedure (RULES.md "The chip race and the color-up"; CONTRACT.md "Scenario:
a chip race drill"): a drill with `chip_race:` deals no hand. Its steps, in order: the
shuffle and the cut, `color_up` (race.color_up), `announce_race: N` (race.count), one race card
for each odd chip from seat 1, every card of a seat before the next (`deal: S`, race.deal),
the new chips to the highest cards, one a player (`award_chip: S`, race.award), one chip to
each player raced out of his last chips (`not_raced_out: S`, race.not_raced_out), and the
small chips out of play (`remove_chips`, race.leftover). The drill is then complete.

Where each stands is read from the hand's log (engine/race_ops.py), never kept. Registered as
a family of its own, "race" (`RACE`, a `procedure.Family` that deals no hand).
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import TYPE_CHECKING

from ..engine.errors import InvalidOperation, why_not
from ..engine.hand import Hand
from ..engine.race import ChipRace, award_order
from ..engine.race_ops import ChipsRemoving, ColoringUp, RaceAnnouncing
from . import color_up, ledger, procedure, steps
from .actions import TraineeAction
from .engine_no import said
from .procedure import Expect, Phase
from .snapshot import RaceView

if TYPE_CHECKING:
    from .arbiter import Arbiter

RACE_ACTIONS = ("color_up", "announce_race", "award_chip", "not_raced_out", "remove_chips")


def deal_order(h: Hand) -> list[int]:
    """race.deal: the seat of each race card in turn, from seat 1, every card of a seat
    before the next; none when no chip is raced (*inferred*: nothing to race for)."""
    if not h.race_count():
        return []
    return [s for s, n in sorted(h.race_odd().items()) for _ in range(n)]


def winners(h: Hand) -> list[int]:
    """race.award: the seats that win a new chip, in award order."""
    return award_order(h.race_cards(), h.race_count())


def raced_out(h: Hand) -> list[int]:
    """race.not_raced_out: the seats whose whole stack was odd chips and that won none."""
    race = h.config.race
    assert race is not None
    found = dict(race.found)
    won = set(winners(h))
    return [s for s, n in sorted(h.race_odd().items())
            if s not in won and h.stacks[s] == (n + found.get(s, 0)) * race.remove]


def _run(do: Callable[..., object], *args: object) -> Callable[[TraineeAction], None]:
    """An Expect's `run` doing the engine operation `do(*args)` (the action is matched)."""
    def run(a: TraineeAction) -> None:
        do(*args)
    return run


def _done(h: Hand, kind: type) -> bool:
    return any(isinstance(op, kind) for op in h.log)


def phase(arb: Arbiter) -> Phase:
    if arb.complete:
        return Phase.DONE
    h = arb.hand
    if not ledger.shuffled(h):
        return Phase.SHUFFLE
    if not ledger.cut_done(h):
        return Phase.CUT
    return Phase.RACE


def expects(arb: Arbiter) -> list[Expect]:
    ph = phase(arb)
    if ph is Phase.DONE:
        return []
    if ph is Phase.SHUFFLE:
        return [Expect(TraineeAction("shuffle"), "hint.shuffle", "deck.shuffle",
                       partial(steps.do_shuffle, arb))]
    if ph is Phase.CUT:
        return [Expect(TraineeAction("cut"), "hint.cut", "deck.cut", partial(steps.do_cut, arb))]
    return [_race_step(arb)]


def _race_step(arb: Arbiter) -> Expect:
    """The one race step owed now."""
    h = arb.hand
    race = h.config.race
    assert race is not None
    params: dict[str, object] = {"remove": race.remove, "next": race.next}
    if not _done(h, ColoringUp):
        return Expect(TraineeAction("color_up"), "hint.race.color_up", "race.color_up",
                      _run(h.color_up), params)
    if not _done(h, RaceAnnouncing):
        count = h.race_count()
        return Expect(TraineeAction("announce_race", amount=count), "hint.race.count",
                      "race.count", _run(h.announce_race, count), {**params, "count": count})
    dealt = sum(len(c) for c in h.race_cards().values())
    order = deal_order(h)
    if dealt < len(order):
        seat = order[dealt]
        return Expect(TraineeAction("deal", seat=seat), "hint.race.deal", "race.deal",
                      _run(h.race, seat), {**params, "seat": seat})
    won, awarded = winners(h), h.race_awarded()
    if len(awarded) < len(won):
        seat = won[len(awarded)]
        card = max(h.race_cards()[seat], key=lambda c: (c.rank, c.suit))
        return Expect(TraineeAction("award_chip", seat=seat), "hint.race.award", "race.award",
                      _run(h.award_chip, seat), {**params, "seat": seat, "card": card.code})
    given = h.race_awarded(raced_out=True)
    out = [s for s in raced_out(h) if s not in given]
    if out:
        seat = out[0]
        return Expect(TraineeAction("not_raced_out", seat=seat), "hint.race.not_raced_out",
                      "race.not_raced_out", _run(h.not_raced_out, seat),
                      {**params, "seat": seat})
    return Expect(TraineeAction("remove_chips"), "hint.race.leftover", "race.leftover",
                  partial(_remove, arb), params)


def _remove(arb: Arbiter, a: TraineeAction) -> None:
    """race.leftover, the race's last step."""
    arb.hand.remove_chips()
    race_done(arb)


def race_done(arb: Arbiter) -> None:
    """The race is over: the drill is complete; at a session's color-up the hand it came
    before is dealt (color_up.race_over)."""
    if color_up.in_session(arb):
        color_up.race_over(arb)
        return
    arb._stacks.update(arb.hand.stacks)
    arb.complete = True


def invalid(arb: Arbiter, a: TraineeAction) -> tuple[str, dict[str, object]] | None:
    """A race step at a table with no chip race: nothing calls for it. Asked of the engine
    (the race operation's `verify_*`, whose first check is `invalid.no_race`); its other
    reasons (a seat with no card, a chip won already) are the race's rules to judge."""
    verify = RACE_VERIFY.get(a.name)
    if verify is None:
        return None
    return said(verify(arb.hand, a), "invalid.no_race")


# each race step's engine operation, asked with the step's seat or count
RACE_VERIFY: dict[str, Callable[[Hand, TraineeAction], InvalidOperation | None]] = {
    "color_up": lambda h, a: why_not(h.verify_color_up),
    "announce_race": lambda h, a: why_not(h.verify_announce_race, a.amount or 0),
    "award_chip": lambda h, a: why_not(h.verify_award_chip, a.seat or 0),
    "not_raced_out": lambda h, a: why_not(h.verify_not_raced_out, a.seat or 0),
    "remove_chips": lambda h, a: why_not(h.verify_remove_chips),
}
assert set(RACE_VERIFY) == set(RACE_ACTIONS)


# the message of a step off the race, by the rule of the step owed: the same action with the
# wrong seat or count, or another step out of order
WRONG_KEYS = {
    "race.color_up": "race.color_up.first",
    "race.count": "race.count.wrong",
    "race.deal": "race.deal.next",
    "race.award": "race.award.next",
    "race.not_raced_out": "race.not_raced_out.due",
    "race.leftover": "race.leftover.first",
}


def diagnose(arb: Arbiter, a: TraineeAction,
             owed: list[Expect]) -> tuple[str, str, dict[str, object]] | None:
    """A step off the race: the rule of the step owed and its message (a chip to a seat that
    won one, the not-raced-out chip to a seat that keeps chips: their own words); None when
    the race is not under way (the shuffle and the cut are judged as ever)."""
    if phase(arb) is not Phase.RACE or not owed:
        return None
    first = owed[0]
    rule = first.rule
    params = dict(first.hint_params)
    h = arb.hand
    if a.name == "award_chip" and a.seat in h.race_awarded():
        return rule, "race.award.twice", {"seat": a.seat}
    if a.name == "not_raced_out" and a.seat not in raced_out(h):
        return rule, "race.not_raced_out.keeps", {"seat": a.seat}
    if a.name == "announce_race" and rule == "race.count":
        return rule, "race.count.wrong", {**params, "said": a.amount}
    return rule, WRONG_KEYS[rule], params


def race_final(arb: Arbiter) -> dict[str, object]:
    """CONTRACT.md: a chip race drill's `final.race`."""
    race = arb.hand.config.race
    return {} if race is None else {"race": race_summary(arb.hand, race)}


def race_summary(h: Hand, race: ChipRace) -> dict[str, object]:
    """A race as its hand's log tells it: the chips raced, the cards by seat, the seats
    awarded a chip, those not raced out, the small chips removed."""
    taken = next((dict(op.taken) for op in h.log if isinstance(op, ChipsRemoving)), {})
    return {
        "raced": h.race_count(),
        "cards": {str(s): [c.code for c in cards] for s, cards in sorted(h.race_cards().items())},
        "awarded": h.race_awarded(),
        "not_raced_out": h.race_awarded(raced_out=True),
        "removed": sum(taken.values()) // race.remove,
    }


def color_up_fields(arb: Arbiter) -> dict[str, object]:
    """The record of a session's hand that began with a color-up (color_up.py): `color_up`,
    the small chip, the new chip and the race as a race drill's `final.race` tells it."""
    h = arb.races.get(arb.hand_number)
    race = None if h is None else h.config.race
    if h is None or race is None:
        return {}
    return {"color_up": {"remove": race.remove, "next": race.next, **race_summary(h, race)}}


def race_view(arb: Arbiter) -> RaceView | None:
    """The race as the felt shows it (snapshot.RaceView), read from the log; None at a table
    dealing hands."""
    h = arb.hand
    race = h.config.race
    if race is None:
        return None
    colored = _done(h, ColoringUp)
    odd = dict(race.odd())
    made = tuple((s, (n - odd.get(s, 0)) // race.per_chip) for s, n in race.chips
                 if colored and n >= race.per_chip)
    said = next((op.count for op in h.log if isinstance(op, RaceAnnouncing)), None)
    taken = next((dict(op.taken) for op in h.log if isinstance(op, ChipsRemoving)), None)
    return RaceView(
        remove=race.remove, next=race.next, chips=tuple(sorted(h.race_odd().items())),
        made=made, colored=colored, count=said, awarded=tuple(h.race_awarded()),
        not_raced_out=tuple(h.race_awarded(raced_out=True)),
        removed=None if taken is None else sum(taken.values()) // race.remove,
        found=race.found)


# a drill that deals no hand: its own phase, its steps and its check of a wrong step
RACE = procedure.Family(own_phase=phase, own_steps=expects, own_checks=diagnose)
procedure.FAMILIES["race"] = RACE
