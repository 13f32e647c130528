"""Cards speak (TDA 12): a push to a seat that does not win the pot is refused with who wins
it and why, in the dealer's words: "Main pot goes to seat 4: a flush, ace high, beats seat
2's two pair, kings and sevens." The hands come from the engine's evaluation; the words are
made in the trainee's language from `HandWords` parameters (`arbiter.messages`)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from . import ledger
from .hand_words import HandWords

if TYPE_CHECKING:
    from .arbiter import Arbiter


def why_it_wins(
    arb: Arbiter, pot: int, winners: tuple[int, ...], given: tuple[int, ...]
) -> tuple[str, dict[str, object]]:
    """The message key and parameters for `pot` pushed to `given` when `winners` win it:
    the winner's hand against the best hand among the seats wrongly named, or, for a split,
    the hand the winners share. Without hands to compare (no complete board), the plain
    message that names the pot and the seats."""
    values = ledger.hand_values(arb.hand)
    params: dict[str, object] = {
        "pot": pot,
        "given": ", ".join(map(str, given)),
        "winners": ", ".join(map(str, winners)),
    }
    losers = [s for s in given if s not in winners]
    if not winners or any(s not in values for s in (*winners, *given)):
        split = len(winners) > 1 or len(given) > 1
        return ("award.split.wrong" if split else "award.main_and_side.wrong"), params
    best = HandWords.of(values[winners[0]])
    if len(winners) > 1:
        return "award.split.tie", {**params, "seat_hand": best}
    loser = max(losers, key=lambda s: values[s].strength)
    beaten = HandWords.of(values[loser])
    if beaten.reading() == best.reading():  # the kickers decide: say them
        best = HandWords.of(values[winners[0]], kickers=True)
        beaten = HandWords.of(values[loser], kickers=True)
    return "award.main_and_side.beaten", {
        **params,
        "seat": winners[0],
        "seat_hand": best,
        "given": loser,
        "given_hand": beaten,
    }


def winning_words(arb: Arbiter, pot: int, winners: tuple[int, ...]) -> HandWords | str:
    """The winning hand of `pot` in words (for the push's hint), with its kickers when
    another hand in the pot reads the same; "" without hands to compare."""
    values = ledger.hand_values(arb.hand)
    if not winners or winners[0] not in values:
        return ""
    best = HandWords.of(values[winners[0]])
    rivals = [s for s in arb.hand.pots[pot].eligible if s in values and s not in winners]
    alike = any(HandWords.of(values[s]).reading() == best.reading() for s in rivals)
    return HandWords.of(values[winners[0]], kickers=True) if alike else best
