"""Doing the right step: each function carries out one step of the procedure on the table
(the players' decisions, the showdown and the button included)."""

from __future__ import annotations

import random
from collections.abc import Mapping
from dataclasses import replace
from typing import TYPE_CHECKING

from ..engine import ops
from ..engine.config import Street, TableConfig, seats_from
from ..engine.decision import ActionKind, Decision
from ..engine.errors import IllegalBet
from ..engine.hand import Hand
from . import ledger, stud_decisions
from .actions import TraineeAction
from .bots import bot_decision
from .color_up import chip_at
from .comings import Comings, Roster, lay_out
from .moments import Cue, Moment
from .money import steps as money_steps
from .outcome import Event, Said, ScriptError
from .seating import Places, next_hand_config, rebuy_chips
from .setup import DrillSetup, ScriptedDecision

if TYPE_CHECKING:
    from .arbiter import Arbiter


def do_shuffle(arb: Arbiter, a: TraineeAction) -> None:
    stacked = arb.setup.deck_order if ledger.first_shuffle(arb.hand, arb.hand_number) else ()
    arb.hand.shuffle(stacked)


def do_cut(arb: Arbiter, a: TraineeAction) -> None:
    if ledger.first_shuffle(arb.hand, arb.hand_number) and arb.setup.deck_order:
        arb.hand.cut(0)  # the stacked order is what the cut produced
    else:
        arb.hand.cut()
    arb.announce(Cue(Moment.AFTER_CUT, action=a))


def do_post(arb: Arbiter, a: TraineeAction) -> None:
    assert a.seat is not None and a.blind is not None
    arb.hand.post(a.seat, a.blind)


def do_deal(arb: Arbiter, a: TraineeAction) -> None:
    assert a.seat is not None
    h = arb.hand
    pitch = ledger.pitches(h) + 1
    if not arb.announce(Cue(Moment.BEFORE_PITCH, seat=a.seat, pitch=pitch, action=a)):
        h.pitch(a.seat)
    arb.announce(Cue(Moment.AFTER_PITCH, seat=a.seat, pitch=pitch, action=a))
    if ledger.pitches(h) == h.deal_size:
        h.start_round(Street.PREFLOP)
        arb.announce(Cue(Moment.DEAL_COMPLETE, action=a))


def do_wait(arb: Arbiter, a: TraineeAction) -> None:
    """Let the players decide: one, `count`, or to the end of the round. A wait stops only
    where betting waits for the dealer (CONTRACT.md "Fine points"): an answer or a ruling
    owed now, a request to answer. An error that comes to light during it but owes nothing
    yet (a missed burn found after action: the card stands) does not stop it."""
    count = 10_000 if a.until_round else (a.count or 1)
    for _ in range(count):
        h = arb.hand
        seat = h.to_act()
        if seat is None:
            break
        if not any(e.example.name == "wait" for e in arb._expects()):
            break  # an answer is owed now (a correction, a ruling)
        if money_steps.ask_if_due(arb, seat):  # betting waits for the dealer's count
            break
        decide(arb, seat)
    else:  # a request that comes next is reached by this wait too, uncounted
        seat = arb.hand.to_act()
        if seat is not None and any(e.example.name == "wait" for e in arb._expects()):
            money_steps.ask_if_due(arb, seat)
    check_script_used(arb)
    money_steps.check_requests_used(arb)


def decide(arb: Arbiter, seat: int) -> None:
    h = arb.hand
    assert h.round is not None
    street = h.round.street
    if arb.announce(Cue(Moment.BEFORE_DECISION, seat=seat, street=street.value)):
        return  # a player's non-standard action, for the dealer to rule on
    scripted = next_scripted(arb, street)
    if h.round.forced:  # stud.bring_in: the forced bet, or its completion (stud_steps.py)
        stud_decisions.forced_decision(arb, seat, scripted)
        arb.announce(Cue(Moment.AFTER_DECISION, seat=seat, street=street.value))
        return
    d = _choose(arb, arb.bot_rng)
    if scripted is not None and scripted.stud == "complete":
        d = stud_decisions.scripted_stud(arb, scripted)
    if scripted is not None:
        if d.seat != seat:
            raise ScriptError(
                f"this {street.value} decision is for seat {d.seat}, but seat {seat} is to act",
                scripted.where,
            )
        try:
            h.verify_act(d)
        except IllegalBet as e:
            raise ScriptError(str(e), scripted.where) from None
    act_and_tell(arb, seat, d)
    arb.announce(Cue(Moment.AFTER_DECISION, seat=seat, street=street.value))


def act_and_tell(arb: Arbiter, seat: int, d: Decision) -> None:
    """The decision made, and what the player did kept for his bubble."""
    op = arb.hand.act(d)
    assert isinstance(op, ops.PlayerActing)
    said = Said.of(op)
    arb._events.append(Event("decision", seat, said=said))


def _choose(arb: Arbiter, rng: random.Random) -> Decision:
    """The decision of the player to act: the script's next one, else a bot's from `rng`."""
    h = arb.hand
    assert h.round is not None
    legal = h.legal()
    scripted = next_scripted(arb, h.round.street)
    if scripted is None:
        return bot_decision(legal, rng, arb.config.game, h.pot_total() + sum(h.bets.values()),
                            big_blind=h.big_blind, chip=arb.config.chip)
    d = scripted.decision
    if d.action is ActionKind.CALL and legal.can_check and not legal.can_call:
        return Decision(d.seat, ActionKind.CHECK)
    return d


def upcoming(arb: Arbiter) -> Decision:
    """The decision about to be made, without making it (a bot's is drawn from a copy of the
    bots' random state, so the real one is the same)."""
    rng = random.Random()
    rng.setstate(arb.bot_rng.getstate())
    return _choose(arb, rng)


def puts_chips_in(d: Decision) -> bool:
    return d.action not in (ActionKind.FOLD, ActionKind.CHECK)


def next_scripted(arb: Arbiter, street: Street) -> ScriptedDecision | None:
    """The scenario's next decision of `street` in this hand (`players:` hand 1's,
    `players_by_hand:` the later ones'), or None: a bot decides."""
    script = arb.setup.script(arb.hand_number).get(street, ())
    i = ledger.street_decisions(arb.hand, street)  # the script is played before any bot
    return script[i] if i < len(script) else None


def check_script_used(arb: Arbiter) -> None:
    h = arb.hand
    if h.round is None or not h.is_round_complete():
        return
    street = h.round.street
    left = next_scripted(arb, street)
    if left is not None:
        raise ScriptError(
            f"the {street.value} betting round is complete before this decision "
            f"for seat {left.decision.seat}",
            left.where,
        )


def do_collect(arb: Arbiter, a: TraineeAction) -> None:
    h = arb.hand
    if h.bets_out():
        money_steps.note_collect(arb, a)
        h.collect()


def do_burn(arb: Arbiter, a: TraineeAction) -> None:
    if not arb.announce(Cue(Moment.BEFORE_BURN, action=a)):
        arb.hand.burn()


def do_street(arb: Arbiter, a: TraineeAction) -> None:
    if arb.announce(Cue(Moment.BEFORE_STREET, street=a.name, action=a)):
        return
    arb.hand.turn_board(ledger.STREET_CARDS[a.name])
    street_dealt(arb)


def street_dealt(arb: Arbiter) -> None:
    """A street is properly dealt (or dealt again): its betting round opens."""
    h = arb.hand
    h.start_round(Street(ledger.STAGE_STREET[ledger.stage(h)]))
    street = h.round.street if h.round else Street.FLOP
    arb.announce(Cue(Moment.STREET_DEALT, street=street.value))


def do_showdown(arb: Arbiter, a: TraineeAction) -> None:
    h = arb.hand
    order = [s for s in showdown_order(h, ledger.final_aggressor(h)) if s in h.live]
    show, muck = showdown_plan(arb, order)
    h.show_down(show)
    for seat in muck:
        h.concede(seat)


def showdown_plan(arb: Arbiter, order: list[int]) -> tuple[list[int], list[int]]:
    """Who shows and who mucks, in showdown order (showdown.order, showdown.muck,
    showdown.play_the_board).

    Every hand is tabled, so that the dealer reads them all, except those the scenario
    scripts to muck: such a player throws his cards away unseen, even cards that would
    win (a player who plays the board and discards without saying so), and loses his
    claim. In free deal (`beaten_muck`), a player whose hand is beaten, for every pot he
    claims, by a hand already tabled may muck it, as players do. A hand that was all in
    is always tabled, and no one mucks the last claim on a pot."""
    h = arb.hand
    scripted = set(arb.setup.showdown_mucks)
    claims = {i: set(p.eligible) for i, p in enumerate(h.pots)}
    values = ledger.hand_values(arb.hand) if arb.setup.beaten_muck > 0 else {}
    show: list[int] = []
    muck: list[int] = []

    def beaten(seat: int, pots: list[int]) -> bool:
        if seat not in values:
            return False
        mine = values[seat].strength
        return all(
            any(s in values and values[s].strength > mine for s in show if s in claims[i])
            for i in pots
        )

    for seat in order:
        mine = [i for i, who in claims.items() if seat in who]
        last = not mine or any(len(claims[i]) == 1 for i in mine)
        gives_up = seat in scripted or (
            beaten(seat, mine) and arb.muck_rng.random() < arb.setup.beaten_muck
        )
        if gives_up and seat not in h.all_in and not last:
            muck.append(seat)
            for i in mine:
                claims[i].discard(seat)
        else:
            show.append(seat)
    return show, muck


def do_award(arb: Arbiter, a: TraineeAction) -> None:
    assert a.pot is not None
    money_steps.note_push(arb)
    if not arb.announce(Cue(Moment.BEFORE_AWARD, action=a)):
        arb.hand.push(a.pot, a.to)


def muck_after_push(arb: Arbiter) -> None:
    """showdown.muck_after_push: with the last pot pushed (and no push left to put right),
    the hands still on the felt go to the muck, as part of that push."""
    if arb.hand.can_muck_hands() and not arb.open_corrections():
        arb.hand.muck_hands()


def do_kill(arb: Arbiter, a: TraineeAction) -> None:
    """A hand beaten at the showdown to the muck: it can win nothing; its chips stay."""
    assert a.seat is not None
    arb.hand.kill(a.seat)


def seated(arb: Arbiter, roster: Roster) -> list[int]:
    """The seats with chips for the next hand (whose roster is `roster`), dealt in or not: a
    player who lost his last chip has left (unless he buys in again: `buys_in`)."""
    stacks = {**arb._stacks, **arb.hand.stacks}
    again = buys_in(arb, stacks, roster)
    return [s.seat for s in arb.setup.config.seats if again or stacks[s.seat] > 0]


def buys_in(arb: Arbiter, stacks: Mapping[int, int], roster: Roster) -> bool:
    """A busted player buys in again: always at a free-deal table of old (`setup.rebuy`);
    in a free-deal session only while fewer than `setup.rebuy_below` players with chips would
    be ready (neither away nor gone), so that the game never breaks up."""
    if arb.setup.rebuy:
        return True
    if not arb.setup.rebuy_below:
        return False
    gone = roster.empty | roster.away
    ready = [s for s in arb.setup.config.seats if stacks.get(s.seat, 0) > 0 and s.seat not in gone]
    return len(ready) < arb.setup.rebuy_below


def first_hand(setup: DrillSetup) -> tuple[Comings, Places]:
    """A drill's first hand: who comes in (comings.Roster.first) and the places around the
    table's disc."""
    config = setup.config
    roster = Roster.first(setup)
    places, _ = lay_out(config.method, config.button, config.occupied, roster)
    return Comings(roster, owed=dict(setup.owes)).started(places), places


def next_table(arb: Arbiter) -> tuple[TableConfig, Places]:
    """The table of the hand the arbiter starts (`arb.hand_number`): the one next-hand path,
    seating.next_hand_config, from the stacks and places the last hand left; the seats with
    chips not dealt in (sitting out, waiting, held off) are kept in `arb.comings.out`.
    A mixed game's hand is dealt at its game's table (rotation.py)."""
    base, mix = arb.setup.config, arb.setup.rotation
    if arb.setup.color_ups:  # a tournament session: the smallest chip follows the levels
        base = replace(base, chip=chip_at(base, arb.hand_number))
    if mix is not None:
        base = mix.table(base, arb.hand_number)
    roster = arb.comings.roster
    if not base.button:  # a stud hand: every player here is dealt in (no blind to wait for)
        out = frozenset(s.seat for s in base.seats if s.seat in roster.away | roster.empty)
    else:
        out = frozenset(s.seat for s in base.seats) - set(arb.places.players)
    config = next_hand_config(
        base, arb._stacks, arb.places, arb.hand_number,
        rebuy=rebuy_chips(arb.setup.config, buys_in(arb, arb._stacks, roster)),
        out=out,
    )
    config = replace(config, time=arb.setup.time_due(arb.hand_number))  # house.time_collection
    empty = roster.empty
    arb.comings = replace(arb.comings, out=frozenset(
        s for s in out if arb._stacks[s] > 0 and s not in empty))
    if config.button:  # every player coming in: the game starts afresh (comings.afresh)
        arb.comings = arb.comings.started(arb.places)
    if mix is not None and not config.button:  # a stud hand: the disc stays (TDA 11-B)
        return config, replace(arb.places, players=config.occupied)
    return config, arb.places.on(config)


def next_places(arb: Arbiter) -> tuple[Places, str]:
    """The next hand's button and blinds, where the table's method puts them from where this
    hand's were (seating.next_places), the players coming and going counted (comings.py),
    and the rule that says so."""
    h = arb.hand
    roster = arb.comings.next_roster(arb.places, arb.setup, arb.hand_number)
    players = [s for s in seated(arb, roster) if s not in roster.empty]
    if len(players) < 2:  # the last hand: the disc to the next player, nothing follows
        return Places.around(h.next_button(), h.occupied), "button.move"
    # a misplaced disc that stands (error.button_position): the blinds were after it
    last = arb.places if h.button == arb.places.button else Places.around(h.button, h.occupied)
    return lay_out(arb.config.method, last, players, roster)


def next_button(arb: Arbiter) -> int:
    """button.move, button.moving, button.dead, headsup.transition: the next hand's disc."""
    return next_places(arb)[0].button


def do_move_button(arb: Arbiter, a: TraineeAction) -> None:
    places, _ = next_places(arb)
    if arb.announce(Cue(Moment.BEFORE_BUTTON, seat=places.button, action=a)):
        return  # the irregularity that took it over finishes the hand once corrected
    move_disc(arb, places)
    arb._finish_hand(places)


def move_disc(arb: Arbiter, places: Places) -> None:
    """The disc to the next hand's button seat (button.moving, button.dead).
    (a disc for a player not in this hand, who is in the next, stands at his seat as at
    an empty one: the engine knows this hand's players only)
    (and a dead disc before a player of this hand who sits out or leaves from the next
    stands in front of him now: to the engine, a disc moved to a player of this hand)"""
    seat, h = places.button, arb.hand
    dead = places.button_dead or seat not in h.occupied
    h.move_button(seat, dead=dead and not (seat in h.occupied and h.stacks[seat] > 0))


def showdown_order(h: Hand, aggressor: int | None) -> list[int]:
    """showdown.order: the final round's last aggressor shows first; with none, the first seat
    left of the button; players in a side pot before a player all in for the main pot only."""
    order = seats_from(h.occupied, h.button)
    if aggressor is not None and aggressor in order:
        i = order.index(aggressor)
        order = order[i:] + order[:i]
    if len(h.pots) > 1:
        main_only = {s for s in h.all_in if not any(s in p.eligible for p in h.pots[1:])}
        order = [s for s in order if s not in main_only] + [s for s in order if s in main_only]
    return order
