"""Random sessions played by the arbiter's own expectations (issue 24: "whatever the arbiter
expects can be done"): a table drawn from a seed (house, cash or tournament, 2 to 10 seats, a
game and a structure it is played with, stacks from a few big blinds up, a blind schedule at a
tournament), random dealer mistakes, players' odd actions and requests, several hands; every
step is the first one `arb.expected()` offers. `play_session` returns what went wrong, if
anything: a step refused, a hand that does not end, chips not conserved, an exception."""

from __future__ import annotations

import random
import traceback
from dataclasses import dataclass

from dealer_trainer.arbiter import Arbiter, DrillSetup, Outcome
from dealer_trainer.arbiter.messages import step_message
from dealer_trainer.engine.config import BlindLevel, Game, HouseRules, SeatConfig, TableConfig
from dealer_trainer.engine.variant import GAMES

DEALT = tuple(g for g in GAMES.values() if g.dealt)
STEPS_A_HAND = 400  # a hand with a misdeal, a void and rulings takes about 150


@dataclass(frozen=True, slots=True)
class Session:
    seed: int
    setup: DrillSetup

    def __str__(self) -> str:
        c = self.setup.config
        kind = "tournament" if c.tournament else "cash"
        return (f"seed {self.seed}: {c.house_rules} {kind} {c.variant} {c.game}, "
                f"{len(c.seats)} seats {[s.stack for s in c.seats]}, "
                f"{self.setup.hands} hands")


def session(seed: int, hands: int = 4) -> Session:
    rng = random.Random(seed)
    game = rng.choice(DEALT)
    structure = Game(rng.choice(game.structures))
    tournament = rng.random() < 0.5
    n = rng.randint(2, 10)
    seats = sorted(rng.sample(range(1, 11), n))
    sb, bb = (10, 20) if structure is Game.LIMIT else (5, 10)
    # short stacks too: all in on the blinds, side pots, busts
    stacks = [bb * rng.choice((1, 2, 3, 5, 10, 20, 40, 100)) + rng.choice((0, 0, sb, 1))
              for _ in seats]
    schedule = (BlindLevel(3, 2 * sb, 2 * bb),) if tournament else ()
    config = TableConfig(
        seats=tuple(SeatConfig(s, f"p{s}", st) for s, st in zip(seats, stacks, strict=True)),
        button=rng.choice(seats), small_blind=sb, big_blind=bb, game=structure,
        house_rules=rng.choice(list(HouseRules)), tournament=tournament, schedule=schedule,
        variant=game.variant,
    )
    setup = DrillSetup(
        config=config, seed=seed, hands=hands, random_mistakes=rng.choice((0.3, 0.6, 0.9)),
        random_rulings=rng.choice((0.0, 0.1, 0.3)), random_asks=rng.choice((0.0, 0.2)),
        beaten_muck=0.5, rebuy=not tournament,
    )
    return Session(seed, setup)


def play_session(s: Session) -> str | None:
    """None, or what went wrong (with the step and the hand)."""
    arb = Arbiter(s.setup)
    try:
        return _play(arb)
    except Exception as e:  # noqa: BLE001 - reported with the session that raised it
        where = traceback.format_exc(limit=-3)
        return f"hand {arb.hand_number}: {type(e).__name__}: {e}\n{where}"


def _play(arb: Arbiter) -> str | None:
    while not arb.is_complete:
        number, hand = arb.hand_number, arb.hand
        start = sum(s.stack for s in arb.config.seats)
        for _ in range(STEPS_A_HAND):
            if arb.is_complete or arb.hand_number != number:
                break
            options = arb.expected()
            if not options:
                return f"hand {number}: nothing expected"
            step = arb.apply(options[0])
            if step.outcome in (Outcome.INVALID, Outcome.VIOLATION):
                return (f"hand {number}: {step.action} {step.outcome.value} {step.rule} "
                        f"{step_message(step, 'en')}")
            arb.check_invariants()
        else:
            return f"hand {number}: no end in {STEPS_A_HAND} steps"
        end = sum(hand.stacks.values()) + sum(hand.house.values())
        if end != start or hand.bets_out() or hand.pot_total() or hand.pushed:
            return f"hand {number}: chips not conserved ({start} -> {end})"
    return None
