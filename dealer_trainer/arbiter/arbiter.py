"""The arbiter: takes the trainee's dealing steps one at a time and judges each by RULES.md.

At every moment it knows the set of steps that are right (`_expects`), which also gives the
hint. An action in that set is done (`ok`); a board card turned while the betting round is
open is done as on a real table and opens a correction (`irregularity`); an action that
cannot be done at all is refused (`invalid`); anything else is refused with the rule it
breaks (`violation`). Injected dealer mistakes fire from the schedule inside the steps.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass, field, replace

from ..engine import ops
from ..engine.award import pot_winners
from ..engine.cards import Card
from ..engine.config import HouseRules, SeatConfig, Street, TableConfig, next_seat
from ..engine.decision import ActionKind, Decision
from ..engine.errors import EngineError, IllegalBet, InvalidOperation
from ..engine.hand import Hand
from ..engine.hands import HandValue, best_hand
from . import corrections as C
from . import ledger
from .actions import TraineeAction
from .bots import bot_decision
from .corrections import Correction
from .messages import msg
from .mistakes import MistakeKind, MistakeSpec
from .outcome import Event, Outcome, ScriptError, Step
from .rules import HINT_COST, INVALID_COST, UNCORRECTED_PENALTY, weight
from .setup import DrillSetup, ScriptedDecision

STREET_CARDS = {"flop": 3, "turn": 1, "river": 1}
STAGE_STREET = {0: "flop", 1: "turn", 2: "river"}  # the street dealt next from each stage


@dataclass(frozen=True, slots=True)
class Hint:
    action: TraineeAction | None
    text: str
    rule: str | None


@dataclass(slots=True)
class Expect:
    """One right next step: what it is, why (for the hint), and what doing it means."""

    example: TraineeAction
    hint_key: str
    rule: str  # the rule broken by doing something else instead
    run: Callable[[TraineeAction], None]
    hint_params: dict[str, object] = field(default_factory=dict)
    match: Callable[[TraineeAction], bool] | None = None
    visible: bool = True  # False: accepted, but never offered as the hint

    def matches(self, a: TraineeAction) -> bool:
        if self.match is not None:
            return self.match(a)
        return a == self.example


class Arbiter:
    def __init__(self, setup: DrillSetup) -> None:
        self.setup = setup
        self.lang = setup.lang
        self.rng = random.Random(setup.seed)  # shuffles and cuts
        self.bot_rng = random.Random(setup.seed * 7919 + 1)
        self.mistake_rng = random.Random(setup.seed * 104729 + 2)
        self.muck_rng = random.Random(setup.seed * 15485863 + 3)  # beaten hands mucked
        self.steps: list[Step] = []
        self.violations: list[dict[str, object]] = []
        self.corrections: list[Correction] = []
        self.hints = 0
        self.invalids = 0
        self.hand_records: list[dict[str, object]] = []
        self.hand_number = 0
        self.complete = False
        self._events: list[Event] = []
        self._mistake_fired: Correction | None = None
        self._stacks = {s.seat: s.stack for s in setup.config.seats}
        self._button = setup.config.button
        self._new_hand()

    # ---- hand life cycle ----------------------------------------------------------------
    def _new_hand(self) -> None:
        self.hand_number += 1
        base = self.setup.config
        seats = tuple(
            SeatConfig(s.seat, s.name, self._stacks[s.seat])
            for s in base.seats
            if self._stacks[s.seat] > 0
        )
        sb, bb = base.small_blind, base.big_blind
        for level in base.schedule:
            if level.from_hand <= self.hand_number:
                sb, bb = level.small_blind, level.big_blind
        button = self._button
        if button not in {s.seat for s in seats}:
            button = next_seat([s.seat for s in seats], button)
        self.config: TableConfig = replace(
            base, seats=seats, button=button, small_blind=sb, big_blind=bb
        )
        self.hand = Hand(self.config, rng=self.rng)
        self.script_pos: dict[Street, int] = {}
        self.hand_over = False
        self.scheduled = [m for m in self.setup.mistakes if m.hand == self.hand_number]
        if self.setup.random_mistakes and self.mistake_rng.random() < self.setup.random_mistakes:
            extra = self._random_mistake()
            if all(m.kind is not extra.kind for m in self.scheduled):
                self.scheduled.append(extra)
        self.fired: set[int] = set()
        self.last_words: dict[int, str] = {}

    def _random_mistake(self) -> MistakeSpec:
        kind = self.mistake_rng.choice(list(MistakeKind))
        n = len(self.hand.occupied)
        if kind is MistakeKind.EXPOSED_HOLE_CARD:
            return MistakeSpec(
                kind, cards=(self.mistake_rng.randint(1, 2 * n),), hand=self.hand_number
            )
        if kind is MistakeKind.EXTRA_CARD:
            return MistakeSpec(kind, count=1, hand=self.hand_number)
        return MistakeSpec(kind, after=self.mistake_rng.randint(1, 2), hand=self.hand_number)

    def _finish_hand(self) -> None:
        h = self.hand
        for street in Street:
            left = self._next_scripted(street)
            if left is not None:
                raise ScriptError(
                    f"the hand is over before this {street.value} decision for seat "
                    f"{left.decision.seat}",
                    left.where,
                )
        self._stacks.update(h.stacks)
        for c in self.corrections:
            if c.closed:
                continue
            # the hand ended before the rest of the correction was due (everyone folded):
            # what was owed by then is what counts
            if c.kind == C.FLOP_REDEAL:
                c.corrected = c.stage != "start"
            c.closed = True
        self.hand_records.append(self._hand_record())
        self._button = h.button
        self.hand_over = True
        live_players = [s for s, v in self._stacks.items() if v > 0]
        if self.hand_number >= self.setup.hands or len(live_players) < 2:
            self.complete = True
        else:
            self._new_hand()

    # ---- what the log says is done (arbiter/ledger.py): no flag kept beside it ---------
    @property
    def shuffled(self) -> bool:
        return ledger.shuffled(self.hand)

    @property
    def cut_done(self) -> bool:
        return ledger.cut_done(self.hand)

    @property
    def first_shuffle(self) -> bool:
        return ledger.first_shuffle(self.hand, self.hand_number)

    @property
    def pitches(self) -> int:
        return ledger.pitches(self.hand)

    @property
    def stage(self) -> int:
        return ledger.stage(self.hand)

    @property
    def burned(self) -> bool:
        return ledger.burned(self.hand)

    @property
    def shown(self) -> bool:
        return ledger.shown(self.hand)

    @property
    def conceded(self) -> set[int]:
        return ledger.conceded(self.hand)

    @property
    def dealt(self) -> dict[int, list[Card]]:
        return ledger.dealt(self.hand)

    @property
    def start_stacks(self) -> dict[int, int]:
        return {s.seat: s.stack for s in self.config.seats}

    # ---- queries ------------------------------------------------------------------------
    @property
    def is_complete(self) -> bool:
        return self.complete

    @property
    def tda(self) -> bool:
        return self.config.house_rules is HouseRules.TDA

    @property
    def players_may_act(self) -> bool:
        if self.complete or self.hand.to_act() is None:
            return False
        return any(e.example.name == "wait" for e in self._expects())

    def open_corrections(self) -> list[Correction]:
        return [c for c in self.corrections if not c.closed]

    def expected(self) -> tuple[TraineeAction, ...]:
        """The right next steps (for tests and tools; the GUI shows them only as a hint)."""
        return tuple(e.example for e in self._expects() if e.visible)

    def hint(self) -> Hint:
        self.hints += 1
        if self.complete:
            return Hint(None, msg("hint.done", self.lang), None)
        ex = [e for e in self._expects() if e.visible]
        if not ex:
            return Hint(None, msg("hint.done", self.lang), None)
        e = ex[0]
        return Hint(e.example, msg(e.hint_key, self.lang, **e.hint_params), e.rule)

    # ---- the one entry point ------------------------------------------------------------
    def apply(self, action: TraineeAction) -> Step:
        n = len(self.steps) + 1
        self._events = []
        self._mistake_fired = None
        if self.complete:
            return self._record(n, action, Outcome.INVALID, None, "invalid.drill_over", {})
        invalid = self._invalid(action)
        if invalid is not None:
            key, params = invalid
            return self._record(n, action, Outcome.INVALID, None, key, params)
        if action.name == "collect" and not self.hand.bets_out():
            return self._record(n, action, Outcome.OK, None, None, {})  # nothing to pull in
        expects = self._expects()
        for e in expects:
            if e.matches(action):
                e.run(action)
                self._close_done()
                fired = self._mistake_fired
                if fired is not None:
                    return self._record(
                        n,
                        action,
                        Outcome.IRREGULARITY,
                        fired.rule,
                        "banner." + fired.rule,
                        {"seat": fired.seat},
                    )
                return self._record(n, action, Outcome.OK, None, None, {})
        premature = self._premature_board(action)
        if premature is not None:
            return self._record(
                n,
                action,
                Outcome.IRREGULARITY,
                premature.rule,
                "banner." + premature.rule,
                {"seat": None},
            )
        rule, key, params = self._diagnose(action, expects)
        return self._record(n, action, Outcome.VIOLATION, rule, key, params)

    def _close_done(self) -> None:
        for c in self.corrections:
            if not c.closed and c.stage == "done":
                c.closed = True
                c.corrected = True

    def _record(
        self,
        n: int,
        action: TraineeAction,
        outcome: Outcome,
        rule: str | None,
        key: str | None,
        params: dict[str, object],
    ) -> Step:
        message = msg(key, self.lang, **params) if key else None
        step = Step(
            n=n,
            action=action.text(),
            outcome=outcome,
            rule=rule,
            message=message,
            message_key=key,
            params=params,
            events=tuple(self._events),
        )
        self.steps.append(step)
        if outcome is Outcome.VIOLATION:
            self.violations.append({"step": n, "rule": rule, "message": message})
        elif outcome is Outcome.INVALID:
            self.invalids += 1
        for c in self.corrections:
            if c.step == 0:
                c.step = n
        return step

    # ---- what cannot be done at all -----------------------------------------------------
    def _invalid(self, a: TraineeAction) -> tuple[str, dict[str, object]] | None:
        h = self.hand
        occupied = set(h.occupied)
        for seat in ([a.seat] if a.seat is not None else []) + list(a.to):
            if seat not in occupied:
                return "invalid.empty_seat", {"seat": seat}
        name = a.name
        stub = len(h.zones.stub)
        if name in ("deal", "burn", "turn", "river") and stub < 1:
            return "invalid.empty_deck", {}
        if name == "flop" and stub < 3:
            return "invalid.empty_deck", {}
        if name == "set_aside" and not h.zones.board:
            return "invalid.no_board", {}
        # a correction given to the wrong seat is a real step, wrong by the irregularity's
        # rule (judged below); with no such card anywhere, it answers nothing on the table
        if name == "replace_exposed" and not h.exposed_seats():
            return "invalid.no_exposed", {"seat": a.seat}
        if name == "return_extra" and all(len(h.holding(s)) <= 2 for s in h.occupied):
            return "invalid.no_extra", {"seat": a.seat}
        if name == "wait" and h.round is not None and h.to_act() is None:
            nxt = next((e for e in self._expects() if e.visible), None)
            if nxt is None or not nxt.rule.startswith("error."):  # not a step off a correction
                then = msg(nxt.hint_key, self.lang, **nxt.hint_params) if nxt else ""
                return "invalid.betting_over", {"next": then}
        if name == "return_to_deck":
            piles = {
                "board": h.zones.board,
                "set_aside": h.zones.set_aside,
                "burns": h.zones.burns,
                "muck": h.zones.muck,
            }
            if not any(piles[z] for z in a.zones):
                return "invalid.nothing_to_return", {}
        if name == "award":
            pot = a.pot or 0
            if pot >= len(h.pots) and not h.bets_out():
                return "invalid.no_pot", {"pot": pot}
            if pot >= len(h.pots):
                return None  # the bets are still out: a procedure error, judged below
            if pot in h.awarded:
                return "invalid.pushed", {"pot": pot}
        return None  # a push to a seat with no claim is a wrong push, judged below

    # ---- the right next steps -----------------------------------------------------------
    def _expects(self) -> list[Expect]:
        if self.complete:
            return []
        for c in self.open_corrections():
            ex = self._correction_expects(c)
            if ex is not None:
                return ex
        return self._normal_expects()

    def _normal_expects(self) -> list[Expect]:
        h = self.hand
        n_players = len(h.occupied)
        if self.pitches == 0:
            ex: list[Expect] = []
            if not self.shuffled:
                ex.append(
                    Expect(
                        TraineeAction("shuffle"), "hint.shuffle", "deck.shuffle", self._do_shuffle
                    )
                )
            elif not self.cut_done:
                ex.append(Expect(TraineeAction("cut"), "hint.cut", "deck.cut", self._do_cut))
                ex.append(
                    Expect(
                        TraineeAction("shuffle"),
                        "hint.shuffle",
                        "deck.shuffle",
                        self._do_shuffle,
                        visible=False,
                    )
                )
            for blind in self._blinds_needed():
                seat = h.blind_seat(blind)
                assert seat is not None
                ex.append(
                    Expect(
                        TraineeAction("post", seat=seat, blind=blind),
                        "hint.post",
                        f"blinds.{blind}",
                        self._do_post,
                        {"seat": seat, "blind": blind},
                    )
                )
            if self.shuffled and self.cut_done and not self._blinds_needed():
                ex.append(self._deal_expect())
            return ex
        if self.pitches < 2 * n_players:
            return [self._deal_expect()]
        if h.round is None:  # pragma: no cover - the round opens with the last pitch
            h.start_round(Street.PREFLOP)
        seat = h.to_act()
        if seat is not None:
            return [self._wait_expect(seat)]
        if h.bets_out():
            return [
                Expect(TraineeAction("collect"), "hint.collect", "pot.collect", self._do_collect)
            ]
        if len(h.live) == 1:
            return self._award_expects()
        if self.stage < 3:
            return self._street_expects()
        if not self.shown:
            return [
                Expect(
                    TraineeAction("showdown"), "hint.showdown", "showdown.order", self._do_showdown
                )
            ]
        return self._award_expects()

    def _blinds_needed(self) -> list[str]:
        h = self.hand
        need = ["small", "big"]
        if h.pos.straddle is not None:
            need.append("straddle")
        return [b for b in need if b not in h.posted]

    def _deal_expect(self) -> Expect:
        seat = self.hand.deal_order()[self.pitches]
        return Expect(
            TraineeAction("deal", seat=seat),
            "hint.deal",
            "deal.order",
            self._do_deal,
            {"seat": seat},
        )

    def _wait_expect(self, seat: int) -> Expect:
        return Expect(
            TraineeAction("wait"),
            "hint.wait",
            "bet.round_complete",
            self._do_wait,
            {"seat": seat},
            match=lambda a: a.name == "wait",
        )

    def _street_expects(self) -> list[Expect]:
        street = STAGE_STREET[self.stage]
        params: dict[str, object] = {"street": street}
        if not self.burned:
            return [
                Expect(
                    TraineeAction("burn"),
                    "hint.burn",
                    "burn.before_each_street",
                    self._do_burn,
                    params,
                )
            ]
        return [
            Expect(TraineeAction(street), "hint.street", f"board.{street}", self._do_street, params)
        ]

    def _award_expects(self) -> list[Expect]:
        h = self.hand
        open_pots = [i for i in range(len(h.pots)) if i not in h.awarded]
        if not open_pots:
            seat = self._next_button()
            return [
                Expect(
                    TraineeAction("move_button", seat=seat),
                    "hint.move_button",
                    "button.move",
                    self._do_move_button,
                    {"seat": seat},
                    match=lambda a, s=seat: (
                        a.name == "move_button"  # type: ignore
                        and a.seat in (None, s)
                    ),
                )
            ]
        pot = open_pots[-1]  # award.side_first: the last side pot made goes first
        winners = self._winners(pot)
        if len(h.live) == 1:
            return [
                Expect(
                    TraineeAction("award", pot=pot, to=winners),
                    "hint.award_uncontested",
                    "award.uncontested",
                    self._do_award,
                    {"seat": winners[0]},
                    match=lambda a, p=pot, w=winners: (
                        a.name == "award"  # type: ignore
                        and a.pot == p
                        and tuple(sorted(a.to)) == w
                    ),
                )
            ]
        why = self._award_reason(pot, winners)
        return [
            Expect(
                TraineeAction("award", pot=pot, to=winners),
                "hint.award",
                "award.split" if len(winners) > 1 else "award.main_and_side",
                self._do_award,
                {"pot": pot, "winners": ", ".join(map(str, winners)), "why": why},
                match=lambda a, p=pot, w=winners: (
                    a.name == "award"  # type: ignore
                    and a.pot == p
                    and tuple(sorted(a.to)) == w
                ),
            )
        ]

    def _hand_values(self) -> dict[int, HandValue]:
        h = self.hand
        board = h.zones.board
        return {
            s: best_hand([c.card for c in h.zones.hole[s]], board)
            for s in h.live
            if len(board) == 5 and len(h.zones.hole[s]) == 2
        }

    def _winners(self, pot: int) -> tuple[int, ...]:
        h = self.hand
        if len(h.live) == 1:
            return (next(iter(h.live)),)
        return pot_winners(h.pots[pot], self._hand_values())

    def _award_reason(self, pot: int, winners: tuple[int, ...]) -> str:
        values = self._hand_values()
        if not winners or winners[0] not in values:
            return ""
        return values[winners[0]].description

    # ---- corrections --------------------------------------------------------------------
    def _correction_expects(self, c: Correction) -> list[Expect] | None:
        h = self.hand
        if c.kind == C.MISDEAL:
            return [
                Expect(
                    TraineeAction("misdeal"),
                    "hint.misdeal",
                    c.rule,
                    lambda a, c=c: self._do_misdeal(c),  # type: ignore[misc]
                )
            ]  # type: ignore[misc]
        if c.kind == C.REPLACE_EXPOSED:
            if self.pitches < 2 * len(h.occupied):
                return None
            return [
                Expect(
                    TraineeAction("replace_exposed", seat=c.seat),
                    "hint.replace_exposed",
                    c.rule,
                    lambda a, c=c: self._do_replace(c),  # type: ignore[misc]
                    {"seat": c.seat},
                )
            ]
        if c.kind == C.RETURN_EXTRA:
            return [
                Expect(
                    TraineeAction("return_extra", seat=c.seat),
                    "hint.return_extra",
                    c.rule,
                    lambda a, c=c: self._do_return_extra(c),  # type: ignore[misc]
                    {"seat": c.seat},
                )
            ]
        if c.kind == C.SCRAMBLE:
            return [
                Expect(
                    TraineeAction("scramble_flop"),
                    "hint.scramble",
                    c.rule,
                    lambda a, c=c: self._do_scramble(c),  # type: ignore[misc]
                )
            ]  # type: ignore[misc]
        if c.kind == C.FLOP_REDEAL:
            return self._redeal_expects(c, "flop", "error.flop_redeal", board_zone=True)
        if c.kind == C.PREMATURE:
            if c.stage == "start":
                return [
                    Expect(
                        TraineeAction("set_aside"),
                        "hint.set_aside",
                        c.rule,
                        lambda a, c=c: self._do_set_aside(c),  # type: ignore[misc]
                    )
                ]  # type: ignore[misc]
            if c.stage == "after_set_aside":
                # the round goes on as normal until the street to redeal is next
                redeal = c.redeal_street
                if STAGE_STREET.get(self.stage) != redeal or not h.is_round_complete():
                    return None
                if h.bets_out() or len(h.live) == 1:
                    return None
                c.stage = "return"
            return self._redeal_expects(c, c.redeal_street or "river", c.rule, board_zone=False)
        return None  # pragma: no cover

    def _redeal_expects(
        self, c: Correction, street: str, rule: str, *, board_zone: bool
    ) -> list[Expect]:
        """Back into the stub, (the round completes), shuffle, cut, the card without a burn."""
        h = self.hand
        zone = "board" if board_zone else "set_aside"
        hint_return = "hint.return_board" if board_zone else "hint.return_set_aside"
        returned = c.stage not in ("start", "return")
        ex: list[Expect] = []
        if not returned:
            ex.append(
                Expect(
                    TraineeAction("return_to_deck", zones=(zone,)),
                    hint_return,
                    rule,
                    lambda a, c=c: self._do_return(c, zone),  # type: ignore[misc]
                )
            )  # type: ignore[misc]
        seat = h.to_act()
        if seat is not None:  # premature flop: the betting round completes first
            ex.append(self._wait_expect(seat))
            return ex
        if h.bets_out():
            ex.append(
                Expect(TraineeAction("collect"), "hint.collect", "pot.collect", self._do_collect)
            )
            return ex
        if len(h.live) == 1:
            return ex + self._award_expects() if ex else self._award_expects()
        if not returned:
            return ex
        if c.stage == "returned":
            return [
                Expect(
                    TraineeAction("shuffle"),
                    "hint.reshuffle",
                    rule,
                    lambda a, c=c: self._do_redeal_shuffle(c),  # type: ignore[misc]
                )
            ]  # type: ignore[misc]
        if c.stage == "shuffled":
            return [
                Expect(
                    TraineeAction("cut"),
                    "hint.recut",
                    rule,
                    lambda a, c=c: self._do_redeal_cut(c),  # type: ignore[misc]
                )
            ]  # type: ignore[misc]
        if c.burn_owed and c.stage == "cut":  # the early card had no burn: this one has
            return [
                Expect(
                    TraineeAction("burn"),
                    "hint.burn_owed",
                    "burn.before_each_street",
                    lambda a, c=c: self._do_redeal_burn(c),  # type: ignore[misc]
                    {"street": street},
                )
            ]  # type: ignore[misc]
        return [
            Expect(
                TraineeAction(street),
                "hint.street" if c.burn_owed else "hint.street_no_burn",
                rule,
                lambda a, c=c: self._do_redeal_card(c, street),  # type: ignore[misc]
                {"street": street},
            )
        ]

    # ---- doing the right thing ----------------------------------------------------------
    def _do_shuffle(self, a: TraineeAction) -> None:
        stacked = self.setup.deck_order if self.first_shuffle else ()
        self.hand.shuffle(stacked)

    def _do_cut(self, a: TraineeAction) -> None:
        if self.first_shuffle and self.setup.deck_order:
            self.hand.cut(0)  # the stacked order is what the cut produced
        else:
            self.hand.cut()

    def _do_post(self, a: TraineeAction) -> None:
        assert a.seat is not None and a.blind is not None
        self.hand.post(a.seat, a.blind)

    def _do_deal(self, a: TraineeAction) -> None:
        assert a.seat is not None
        h = self.hand
        exposed = self._fires_exposed(self.pitches + 1)
        h.pitch(a.seat, exposed=exposed)
        if exposed:
            self._on_exposed(a.seat)
        if self.pitches == 2 * len(h.occupied):
            h.start_round(Street.PREFLOP)
            if not any(c.kind == C.MISDEAL for c in self.open_corrections()):
                self._fire_extra()

    def _fires_exposed(self, pitch: int) -> bool:
        for i, m in enumerate(self.scheduled):
            if m.kind is MistakeKind.EXPOSED_HOLE_CARD and i not in self.fired:
                cards = m.cards or (1,)
                if pitch in cards:
                    if pitch == max(cards):
                        self.fired.add(i)
                    return True
        return False

    def _on_exposed(self, seat: int) -> None:
        house = self.config.house_rules
        misdeal_pitches = (1,) if house is HouseRules.SEEDS else (1, 2)
        if ledger.exposed_count(self.hand) >= 2:
            rule = "error.two_exposed"
        elif self.pitches in misdeal_pitches:
            rule = "error.exposed_first_card"
        else:
            self._open(Correction("error.exposed_hole_card", C.REPLACE_EXPOSED, 0, seat=seat))
            return
        for c in self.open_corrections():
            if c.kind == C.REPLACE_EXPOSED:
                c.closed = True
                c.corrected = True  # superseded by the misdeal
        self._open(Correction(rule, C.MISDEAL, 0, seat=seat))

    def _fire_extra(self) -> None:
        h = self.hand
        for i, m in enumerate(self.scheduled):
            if m.kind is MistakeKind.EXTRA_CARD and i not in self.fired:
                self.fired.add(i)
                first = h.deal_order()[0]
                for _ in range(max(1, m.count)):
                    if h.zones.stub:
                        h.pitch(first)
                if m.count >= 2:
                    self._open(Correction("error.two_extra", C.MISDEAL, 0, seat=first))
                else:
                    self._open(Correction("error.extra_card", C.RETURN_EXTRA, 0, seat=first))
                return

    def _open(self, c: Correction) -> None:
        c.tda = self.tda
        self.corrections.append(c)
        self.hand.note("irregularity", c.rule)
        self._mistake_fired = c
        self._events.append(Event("mistake", c.seat, rule=c.rule))

    def _note_correction(self, c: Correction, action: str) -> None:
        self.hand.note("correction", c.rule, action)

    def _do_wait(self, a: TraineeAction) -> None:
        count = 10_000 if a.until_round else (a.count or 1)
        for _ in range(count):
            h = self.hand
            seat = h.to_act()
            if seat is None:
                break
            if not any(e.example.name == "wait" for e in self._expects()):
                break
            self._decide(seat)
            if self._mistake_fired is not None:
                break
        self._check_script_used()

    def _decide(self, seat: int) -> None:
        h = self.hand
        assert h.round is not None
        street = h.round.street
        legal = h.legal()
        scripted = self._next_scripted(street)
        if scripted is not None:
            d = scripted.decision
            if d.seat != seat:
                raise ScriptError(
                    f"this {street.value} decision is for seat {d.seat}, but seat {seat} is to act",
                    scripted.where,
                )
            if d.action is ActionKind.CALL and legal.can_check and not legal.can_call:
                d = Decision(seat, ActionKind.CHECK)
            try:
                h.verify_act(d)
            except IllegalBet as e:
                raise ScriptError(str(e), scripted.where) from None
            self.script_pos[street] = self.script_pos.get(street, 0) + 1
        else:
            d = bot_decision(
                legal, self.bot_rng, self.config.game, h.pot_total() + sum(h.bets.values())
            )
        op = h.act(d)
        assert isinstance(op, ops.PlayerActing)
        words = _words(op)
        self.last_words[seat] = words
        self._events.append(Event("decision", seat, words))
        self._fire_premature(street)

    def _next_scripted(self, street: Street) -> ScriptedDecision | None:
        if self.hand_number != 1:
            return None
        script = self.setup.decisions.get(street, ())
        i = self.script_pos.get(street, 0)
        return script[i] if i < len(script) else None

    def _check_script_used(self) -> None:
        h = self.hand
        if h.round is None or not h.is_round_complete() or self.hand_number != 1:
            return
        street = h.round.street
        left = self._next_scripted(street)
        if left is not None:
            raise ScriptError(
                f"the {street.value} betting round is complete before this decision "
                f"for seat {left.decision.seat}",
                left.where,
            )

    def _fire_premature(self, street: Street) -> None:
        h = self.hand
        if h.is_round_complete():
            return
        kinds = {
            Street.PREFLOP: MistakeKind.PREMATURE_FLOP,
            Street.FLOP: MistakeKind.PREMATURE_TURN,
            Street.TURN: MistakeKind.PREMATURE_RIVER,
        }
        want = kinds.get(street)
        board_before = {Street.PREFLOP: 0, Street.FLOP: 3, Street.TURN: 4}.get(street)
        if self.open_corrections() or len(h.zones.board) != board_before:
            return
        for i, m in enumerate(self.scheduled):
            if m.kind is want and i not in self.fired and m.after <= ledger.round_decisions(h):
                self.fired.add(i)
                if len(h.zones.stub) < 4:
                    return
                h.burn()
                if want is MistakeKind.PREMATURE_FLOP:
                    h.turn_board(3)
                    self._open(Correction("error.premature_flop", C.FLOP_REDEAL, 0))
                else:
                    h.turn_board(1)
                    self._open_premature(street)
                return

    def _open_premature(self, street: Street, *, burn_owed: bool = False) -> None:
        if street is Street.FLOP:
            rule, early = "error.premature_turn", "turn"
            redeal = "turn" if self.tda else "river"
        else:
            rule, early, redeal = "error.premature_river", "river", "river"
        self._open(
            Correction(
                rule, C.PREMATURE, 0, street=early, redeal_street=redeal, burn_owed=burn_owed
            )
        )

    def _do_collect(self, a: TraineeAction) -> None:
        h = self.hand
        if h.bets_out():
            h.collect()
        for s in list(self.last_words):
            self.last_words.pop(s)

    def _do_burn(self, a: TraineeAction) -> None:
        self.hand.burn()

    def _do_street(self, a: TraineeAction) -> None:
        h = self.hand
        street = a.name
        if street == "flop" and self._fires(MistakeKind.FLOP_TOO_MANY):
            h.turn_board(4)
            kind = C.SCRAMBLE if self.tda else C.FLOP_REDEAL
            self._open(Correction("error.flop_too_many", kind, 0))
            return
        h.turn_board(STREET_CARDS[street])
        self._street_dealt()

    def _street_dealt(self) -> None:
        h = self.hand
        h.start_round(Street(STAGE_STREET[self.stage]))
        self._fire_premature(h.round.street if h.round else Street.FLOP)

    def _fires(self, kind: MistakeKind) -> bool:
        for i, m in enumerate(self.scheduled):
            if m.kind is kind and i not in self.fired:
                self.fired.add(i)
                return True
        return False

    def _do_showdown(self, a: TraineeAction) -> None:
        h = self.hand
        order = [s for s in _showdown_order(h, ledger.river_aggressor(h)) if s in h.live]
        show, muck = self._showdown_plan(order)
        h.show_down(show)
        self.last_words.clear()
        for seat in show:
            self.last_words[seat] = "show"
        for seat in muck:
            h.concede(seat)
            self.last_words[seat] = "muck"

    def _showdown_plan(self, order: list[int]) -> tuple[list[int], list[int]]:
        """Who shows and who mucks, in showdown order (showdown.order, showdown.muck,
        showdown.play_the_board).

        Every hand is tabled, so that the dealer reads them all, except those the scenario
        scripts to muck: such a player throws his cards away unseen, even cards that would
        win (a player who plays the board and discards without saying so), and loses his
        claim. In free deal (`beaten_muck`), a player whose hand is beaten, for every pot he
        claims, by a hand already tabled may muck it, as players do. A hand that was all in
        is always tabled, and no one mucks the last claim on a pot."""
        h = self.hand
        scripted = set(self.setup.showdown_mucks)
        claims = {i: set(p.eligible) for i, p in enumerate(h.pots)}
        values = self._hand_values() if self.setup.beaten_muck > 0 else {}
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
                beaten(seat, mine) and self.muck_rng.random() < self.setup.beaten_muck
            )
            if gives_up and seat not in h.all_in and not last:
                muck.append(seat)
                for i in mine:
                    claims[i].discard(seat)
            else:
                show.append(seat)
        return show, muck

    def _do_award(self, a: TraineeAction) -> None:
        assert a.pot is not None
        self.hand.push(a.pot, a.to)

    def _next_button(self) -> int:
        """button.move: the next seat clockwise that is occupied for the next hand; a
        player who lost his last chip has left it (unless he buys in again: free deal)."""
        h = self.hand
        staying = [s for s in h.occupied if self.setup.rebuy or h.stacks[s] > 0]
        return next_seat(staying, h.button) if staying else h.next_button()

    def _do_move_button(self, a: TraineeAction) -> None:
        h = self.hand
        h.move_button(self._next_button())
        self._finish_hand()

    def _do_misdeal(self, c: Correction) -> None:
        h = self.hand
        for other in self.open_corrections():
            if other is not c and other.kind in (C.REPLACE_EXPOSED, C.RETURN_EXTRA):
                other.closed = other.corrected = True  # the deal they belonged to is void
        for i, m in enumerate(self.scheduled):  # the redeal is clean: each mistake fires once
            if m.kind in (MistakeKind.EXPOSED_HOLE_CARD, MistakeKind.EXTRA_CARD):
                self.fired.add(i)
        h.gather_all()
        self._note_correction(c, "misdeal")
        c.stage = "done"

    def _do_replace(self, c: Correction) -> None:
        assert c.seat is not None
        h = self.hand
        op = h.replace_exposed(c.seat)
        assert isinstance(op, ops.ExposedReplacing)
        self._note_correction(c, "replace_exposed")  # the exposed card is the flop's burn
        c.stage = "done"

    def _do_return_extra(self, c: Correction) -> None:
        assert c.seat is not None
        self.hand.return_extra(c.seat)
        # an exposed card of this deal may already be in the burn pile: the extra card, now
        # on top, "is the next card burnt" too, so the card a player held never turns up on
        # the board (ledger.burned reads it so)
        self._note_correction(c, "return_extra")
        c.stage = "done"

    def _do_scramble(self, c: Correction) -> None:
        self.hand.scramble_into_burn(4)  # the card back on top is the next burnt, before the turn
        self._note_correction(c, "scramble_flop")
        c.stage = "done"
        c.closed = c.corrected = True  # before the flop round opens: a mistake may fire in it
        self._street_dealt()

    def _do_set_aside(self, c: Correction) -> None:
        self.hand.set_aside_last_board_card()
        self._note_correction(c, "set_aside")
        c.stage = "after_set_aside"
        c.corrected = True  # what is owed now waits for the round; the rest is checked then

    def _do_return(self, c: Correction, zone: str) -> None:
        self.hand.return_to_stub((zone,))
        self._note_correction(c, f"return_to_deck: [{zone}]")
        c.stage = "returned"

    def _do_redeal_shuffle(self, c: Correction) -> None:
        self.hand.shuffle()
        c.stage = "shuffled"

    def _do_redeal_cut(self, c: Correction) -> None:
        self.hand.cut()
        c.stage = "cut"

    def _do_redeal_burn(self, c: Correction) -> None:
        self.hand.burn()
        self._note_correction(c, "burn")
        c.stage = "burnt"

    def _do_redeal_card(self, c: Correction, street: str) -> None:
        h = self.hand
        h.turn_board(STREET_CARDS[street])
        self._note_correction(c, street)
        c.stage = "done"
        c.closed = c.corrected = True
        self._street_dealt()

    # ---- a board card before the round is complete --------------------------------------
    def _premature_board(self, a: TraineeAction) -> Correction | None:
        h = self.hand
        if a.name not in STREET_CARDS or self.open_corrections():
            return None
        if self.pitches < 2 * len(h.occupied) or h.to_act() is None:
            return None
        if STAGE_STREET.get(self.stage) != a.name:
            return None
        street = h.round.street if h.round else Street.PREFLOP
        unburnt = not self.burned  # a burn before the round is complete is refused
        if a.name == "flop":
            h.turn_board(3)
            self._open(Correction("error.premature_flop", C.FLOP_REDEAL, 0, burn_owed=unburnt))
        else:
            h.turn_board(1)
            self._open_premature(street, burn_owed=unburnt)
        return self._mistake_fired

    # ---- what rule a wrong step breaks --------------------------------------------------
    def _diagnose(
        self, a: TraineeAction, expects: list[Expect]
    ) -> tuple[str, str, dict[str, object]]:
        h = self.hand
        first = next((e for e in expects if e.visible), expects[0] if expects else None)
        open_c = self.open_corrections()
        name = a.name
        if name == "misdeal" and not any(c.kind == C.MISDEAL for c in open_c):
            return "error.misdeal", "error.misdeal.no_cause", {}
        if name == "scramble_flop" and not any(c.kind == C.SCRAMBLE for c in open_c):
            if any(c.rule == "error.flop_too_many" for c in open_c):
                return "error.flop_too_many", "error.flop_too_many.seeds", {}
        if open_c and first is not None and first.rule.startswith("error."):
            return self._diagnose_correction(a, first, open_c[0])
        if first is None:
            return "button.move", "button.move.done", {}
        want = first.example.name
        if (
            name == "replace_exposed"
            and self.pitches < 2 * len(h.occupied)
            and any(c.kind == C.REPLACE_EXPOSED for c in open_c)
        ):
            return "error.exposed_hole_card", "error.exposed_hole_card.not_yet", {}
        if (
            name in ("shuffle", "cut", "flop")
            and h.to_act() is not None
            and any(c.kind == C.FLOP_REDEAL for c in open_c)
        ):
            return "error.flop_redeal", "error.flop_redeal.round_open", {}
        if name in ("shuffle", "cut") and 0 < self.pitches < 2 * len(h.occupied):
            return "deck.shuffle", "deck.shuffle.after_deal", {}
        if name == "cut" and self.pitches == 0 and self.cut_done:
            return "deck.cut", "deck.cut.twice", {}
        if want == "move_button":
            if name == "move_button":
                return "button.move", "button.move.seat", first.hint_params
            return "button.move", "button.move.seat", first.hint_params
        if want == "deal" and name != "post":
            return "deal.order", "deal.order.next_seat", first.hint_params
        if name == "post":
            if self.pitches > 0:
                return f"blinds.{a.blind}", "blinds.after_deal", {}
            if a.blind in h.posted:
                return f"blinds.{a.blind}", "blinds.posted", {"blind": a.blind}
            if a.blind == "straddle" and h.pos.straddle is None:
                return "blinds.straddle", "blinds.straddle.none", {}
            seat = h.blind_seat(a.blind or "small")
            return f"blinds.{a.blind}", f"blinds.{a.blind}.seat", {"seat": seat}
        if name == "deal":
            if want == "deal":
                return "deal.order", "deal.order.next_seat", first.hint_params
            if self.pitches == 0:
                if not self.shuffled:
                    return "deck.shuffle", "deck.shuffle.first", {}
                if not self.cut_done:
                    return "deck.cut", "deck.cut.first", {}
                blind = self._blinds_needed()[0]
                return "blinds.before_deal", "blinds.before_deal.missing", {"blind": blind}
            return "deal.complete", "deal.complete.done", {}
        if want == "collect":
            return "pot.collect", "pot.collect.first", {}
        if name in ("shuffle", "cut") and self.pitches == 0:
            if name == "cut":
                if self.cut_done:
                    return "deck.cut", "deck.cut.twice", {}
                return "deck.shuffle", "deck.shuffle.first", {}
        if self.pitches < 2 * len(h.occupied) and (self.pitches > 0 or want == "deal"):
            if self.pitches == 0 and want != "deal":
                return (
                    first.rule,
                    "deck.shuffle.first"
                    if want == "shuffle"
                    else ("deck.cut.first" if want == "cut" else "blinds.before_deal.missing"),
                    {"blind": first.hint_params.get("blind", "")},
                )
            return "deal.complete", "deal.complete.first", {}
        if want == "wait":
            seat = h.to_act()
            if name == "burn":
                return "board.not_before_round_complete", "board.not_before_round_complete.burn", {}
            return "bet.round_complete", "bet.round_complete.open", {"seat": seat}
        if name == "wait":
            return first.rule, _expect_key(first), dict(first.hint_params)
        if want == "collect":
            return "pot.collect", "pot.collect.first", {}
        if name == "collect":
            return "pot.collect", "invalid", {}
        if want == "burn":
            if name in STREET_CARDS:
                if name == STAGE_STREET.get(self.stage):
                    return (
                        "burn.before_each_street",
                        "burn.before_each_street.missing",
                        {"street": name},
                    )
                return (
                    f"board.{STAGE_STREET.get(self.stage)}",
                    "board.wrong_street",
                    {"street": STAGE_STREET.get(self.stage)},
                )
        if want in STREET_CARDS:
            if name == "burn":
                if self.burned and self.stage == 0 and self._exposed_burn():
                    return (
                        "burn.before_each_street",
                        "burn.before_each_street.exposed_is_burn",
                        {},
                    )
                return "burn.before_each_street", "burn.before_each_street.twice", {"street": want}
            if name in STREET_CARDS:
                return f"board.{want}", "board.wrong_street", {"street": want}
        if want == "showdown":
            if name == "award":
                return "showdown.order", "showdown.order.first", {}
        if name == "showdown":
            if len(h.live) == 1:
                seat = next(iter(h.live))
                return "award.uncontested", "award.uncontested.no_show", {"seat": seat}
            if self.shown:
                return "showdown.order", "showdown.order.done", {}
            return "showdown.order", "showdown.order.not_yet", {}
        if want == "award" and name == "award":
            target = first.example
            mucked = [x for x in a.to if x in self.conceded]
            if mucked:
                return "showdown.muck", "showdown.muck.no_claim", {"seat": mucked[0]}
            no_claim = self._no_claim(a)
            if no_claim is not None:
                return no_claim
            if a.pot != target.pot:
                return "award.side_first", "award.side_first.order", {"pot": target.pot}
            if len(target.to) > 1 or len(a.to) > 1:
                return (
                    "award.split",
                    "award.split.wrong",
                    {"pot": target.pot, "winners": ", ".join(map(str, target.to))},
                )
            return (
                first.rule,
                "award.main_and_side.wrong",
                {"pot": a.pot, "given": ", ".join(map(str, a.to))},
            )
        if name == "award" and (want == "burn" or want in STREET_CARDS):
            return first.rule, _expect_key(first), dict(first.hint_params)  # a card is owed
        if name == "award":
            return "award.main_and_side", "award.not_yet", {}
        if want == "move_button" and name == "move_button":
            return "button.move", "button.move.seat", first.hint_params
        if name == "move_button":
            return "button.move", "button.move.not_yet", {}
        return first.rule, _expect_key(first), dict(first.hint_params)

    def _no_claim(self, a: TraineeAction) -> tuple[str, str, dict[str, object]] | None:
        """A push to a seat with no part in the pot: one who folded (award.main_and_side),
        or one all in for less than the pot's level (pot.all_in)."""
        h = self.hand
        pot = a.pot or 0
        for seat in a.to:
            if seat in h.pots[pot].eligible:
                continue
            if seat not in h.live:
                rule = "award.uncontested" if len(h.live) == 1 else "award.main_and_side"
                return rule, "award.no_claim.folded", {"seat": seat, "pot": pot}
            return "pot.all_in", "pot.all_in.no_claim", {"seat": seat, "pot": pot}
        return None

    def _exposed_burn(self) -> bool:
        return any(c.kind == C.REPLACE_EXPOSED and c.corrected for c in self.corrections)

    def _diagnose_correction(
        self, a: TraineeAction, first: Expect, c: Correction
    ) -> tuple[str, str, dict[str, object]]:
        rule = first.rule
        name = a.name
        if c.kind == C.REPLACE_EXPOSED:
            if name == "replace_exposed":
                return rule, "error.exposed_hole_card.wrong_seat", {"seat": c.seat}
            return rule, "error.exposed_hole_card.wrong", {}
        if c.kind == C.RETURN_EXTRA:
            if name == "return_extra":
                return rule, "error.extra_card.wrong_seat", {"seat": c.seat}
            return rule, "error.extra_card.wrong", {}
        if c.kind == C.MISDEAL:
            return rule, "error.misdeal.due", {}
        if c.kind == C.SCRAMBLE:
            return rule, "error.flop_too_many.tda", {}
        redeal = c.kind == C.FLOP_REDEAL
        if name == "return_to_deck" and any(z in ("burns", "muck") for z in a.zones):
            return rule, "error.flop_redeal.burns" if redeal else "error.premature.burns", {}
        if name == "burn" and first.example.name in STREET_CARDS:
            return rule, "error.flop_redeal.no_burn" if redeal else "error.premature.no_burn", {}
        if name == "wait" and c.stage == "start" and not redeal:
            return rule, "error.premature.set_aside_first", {}
        if redeal and name in ("shuffle", "cut", "flop") and self.hand.to_act() is not None:
            return rule, "error.flop_redeal.round_open", {}
        return rule, "error.flop_redeal.wrong" if redeal else "error.premature.wrong", {}

    # ---- what the GUI and the runner read -----------------------------------------------
    def score(self, elapsed_s: float | None = None, *, live: bool = False) -> int:
        """The drill's score; `live` (the table's running figure) does not yet count an
        irregularity still being corrected: the trainee did not make it, and may yet fix it."""
        s = 100
        s -= sum(weight(str(v["rule"])) for v in self.violations)
        s -= HINT_COST * self.hints + INVALID_COST * self.invalids
        s -= UNCORRECTED_PENALTY * sum(
            1 for c in self.corrections if not c.corrected and (c.closed or not live)
        )
        if elapsed_s is not None:
            par = 120.0 * self.setup.hands
            if elapsed_s > par:
                s -= min(10, int((elapsed_s - par) // 15))
        return max(0, min(100, s))

    def passed(self) -> bool:
        return self.complete and not self.violations and all(c.corrected for c in self.corrections)

    def result(self, elapsed_s: float | None = None) -> dict[str, object]:
        from .report import build_result

        return build_result(self, elapsed_s)

    def snapshot(self):  # type: ignore[no-untyped-def]
        from .report import build_snapshot

        return build_snapshot(self)

    def _hand_record(self) -> dict[str, object]:
        from .report import hand_record

        return hand_record(self)

    def check_invariants(self) -> None:
        self.hand.check_invariants()


_EXPECT_KEYS = {
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
}


def _expect_key(e: Expect) -> str:
    """A message saying what the procedure needs now, for a step that is not it."""
    return _EXPECT_KEYS.get(e.example.name, "procedure.not_now")


def _words(op: ops.PlayerActing) -> str:
    if op.action in ("bet", "raise"):
        return f"{op.action} to {op.to}"
    if op.action == "all_in":
        return f"all in {op.to}"
    if op.action == "call":  # the total in front, as the dealer reads the bets
        return f"call {op.to}"
    return op.action


def _showdown_order(h: Hand, aggressor: int | None) -> list[int]:
    """The river's last aggressor shows first; with none, the first seat left of the button."""
    from ..engine.config import seats_from

    order = seats_from(h.occupied, h.button)
    if aggressor is not None and aggressor in order:
        i = order.index(aggressor)
        order = order[i:] + order[:i]
    return order


__all__ = ["Arbiter", "Hint", "EngineError", "InvalidOperation"]
