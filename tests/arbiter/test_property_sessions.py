"""Issue 24: whatever the arbiter expects can be done. Random sessions (tests/arbiter/
sessions.py: every preset, cash and tournament, 2 to 10 seats, hold'em, Omaha and Omaha hi-lo
in their structures, short stacks, random dealer mistakes, players' odd actions and requests,
several hands each) are played by always doing the first step `arb.expected()` offers: no
step raises or is refused (`invalid`, `violation`), every hand ends, and every chip a hand
started with is in the stacks (or the house's) when it is over.

The sessions are fixed by their seeds (a failure reproduces: `session(seed)`). 100 of them:
what the sessions reach (each trainee action's name, message key and rule, each engine
operation's kind, each game and structure, house, cash and tournament: 129 in all) is reached
by seeds 0 to 70 already, the last new one (error.seat_dealt_out) at 70; seeds 100 to 199 reached
nothing more and cost as much again (9 s of a core)."""

from __future__ import annotations

import pytest
from sessions import play_session, session

CHUNKS, PER_CHUNK = 4, 25  # 100 sessions of 4 hands


@pytest.mark.parametrize("chunk", range(CHUNKS))
def test_property_every_step_the_arbiter_expects_can_be_done(chunk: int) -> None:
    failures = []
    for seed in range(chunk * PER_CHUNK, (chunk + 1) * PER_CHUNK):
        s = session(seed)
        problem = play_session(s)
        if problem is not None:
            failures.append(f"{s}\n  {problem}")
    assert not failures, "\n".join(failures)
