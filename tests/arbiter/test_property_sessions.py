"""Issue 24: whatever the arbiter expects can be done. Random sessions (tests/arbiter/
sessions.py: every preset, cash and tournament, 2 to 10 seats, hold'em, Omaha and Omaha hi-lo
in their structures, short stacks, random dealer mistakes, players' odd actions and requests,
several hands each) are played by always doing the first step `arb.expected()` offers: no
step raises or is refused (`invalid`, `violation`), every hand ends, and every chip a hand
started with is in the stacks (or the house's) when it is over.

The sessions are fixed by their seeds (a failure reproduces: `session(seed)`); the count keeps
the run under a minute on the project's machine."""

from __future__ import annotations

import pytest
from sessions import play_session, session

CHUNKS, PER_CHUNK = 8, 25  # 200 sessions of 4 hands


@pytest.mark.parametrize("chunk", range(CHUNKS))
def test_property_every_step_the_arbiter_expects_can_be_done(chunk: int) -> None:
    failures = []
    for seed in range(chunk * PER_CHUNK, (chunk + 1) * PER_CHUNK):
        s = session(seed)
        problem = play_session(s)
        if problem is not None:
            failures.append(f"{s}\n  {problem}")
    assert not failures, "\n".join(failures)
