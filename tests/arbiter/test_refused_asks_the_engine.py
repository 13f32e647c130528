"""issue 24: `refused.invalid()` asks the engine's `can_*` (and its `verify_*` for the reason)
and re-implements none of its checks. The scan reads every attribute refused.py takes of the
hand (`h.x`, `arb.hand.x`, a table's `lambda h: h.x`): each is a `can_*` or `verify_*` of the
engine's trios, the game's row (`game`: data, what kind of table it is), or the engine's
own question whether the betting round is complete (`is_round_complete`). A field read there
(`h.occupied`, `h.pots`, `h.zones.board`...) would be a check the engine already has, made a
second time."""

from __future__ import annotations

import ast
from pathlib import Path

from dealer_trainer.arbiter import refused
from dealer_trainer.engine.hand import Hand

# the hand's readings allowed besides its trios' checks
ALLOWED = {"game", "is_round_complete"}


def _hand_reads(source: str) -> set[str]:
    """The attributes taken of the hand: of a name `h` (the module's name for it) or of
    `<anything>.hand`."""
    reads = set()
    for node in ast.walk(ast.parse(source)):
        if not isinstance(node, ast.Attribute):
            continue
        owner = node.value
        if isinstance(owner, ast.Name) and owner.id == "h" or (
                isinstance(owner, ast.Attribute) and owner.attr == "hand"):
            reads.add(node.attr)
    return reads


def _not_asked(reads: set[str]) -> set[str]:
    return {r for r in reads if not r.startswith(("can_", "verify_")) and r not in ALLOWED}


def test_refused_reads_no_field_of_the_hand() -> None:
    reads = _hand_reads(Path(refused.__file__).read_text(encoding="utf-8"))
    assert not _not_asked(reads), f"refused.py checks the hand itself: {sorted(_not_asked(reads))}"
    # and what it asks is the engine's: every can_/verify_ it names is a trio's check
    for name in reads - ALLOWED:
        assert callable(getattr(Hand, name, None)), f"Hand has no {name}"
    assert {"can_seat", "verify_seat", "verify_push", "verify_push_half",
            "verify_return_to_stub", "verify_move_button"} <= reads


def test_the_scan_finds_a_check_made_again() -> None:
    """The same scan does find the checks refused.py used to make itself (it can fail)."""
    old = (
        "def invalid(arb, a):\n"
        "    h = arb.hand\n"
        "    if a.seat not in set(h.occupied):\n"
        "        return 'invalid.empty_seat', {}\n"
        "    if a.pot >= len(h.pots) and not h.bets_out() or (a.pot, a.half) in h.halves:\n"
        "        return 'invalid.no_pot', {}\n"
        "    if not any(p for p in (h.zones.board, arb.hand.zones.burns)):\n"
        "        return 'invalid.nothing_to_return', {}\n"
    )
    assert _not_asked(_hand_reads(old)) == {"occupied", "pots", "bets_out", "halves", "zones"}
