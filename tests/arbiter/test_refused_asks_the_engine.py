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


# ---- the other invalid() helpers refused.py asks ---------------------------------------------
# Each helper's refusals (its `invalid`, an irregularity's `refuses`), with what they reach of
# their own module (its functions and tables, followed by name), are scanned by the same rule:
# the hand is asked (`can_*`, `verify_*`, through `engine.errors.why_not`), never read. What
# they read besides is the arbiter's own bookkeeping, which the hand does not hold, so the
# engine cannot refuse it:
# - `arb.setup`: the scenario's house rules read at the start (`setup.rake` a table with no
#   rake or no drop; `setup.shuffle` a quick shuffle; `setup.announce`, `setup.mode` a table
#   that asks for no announcements; `setup.balances` the floor's requests to move a player;
#   `setup.time_collection` a table that collects no time at all: the hand's `config.time`
#   is only this hand's time, 0 on a hand where it is not due, and a `collect_time` there is
#   a step the rule judges, house.time_collection.not_due, not one refused);
# - `arb.config.tournament`, `arb.config.schedule`: the drill's levels (no level to bring the
#   blinds up to);
# - `arb.open_corrections()`: the corrections under way (a ruling owed, a wrong low card come
#   to light), the arbiter's judging, not the table's.
HELPERS = {
    "money.judge": ("invalid",),
    "house": ("invalid",),
    "race": ("invalid",),
    "tournament": ("invalid",),
    "house_fees": ("invalid",),
}
BOOKKEEPING = {"setup", "config", "open_corrections"}  # what the helpers read of `arb`


def _reached(tree: ast.Module, starts: tuple[str, ...]) -> list[ast.AST]:
    """The definitions named `starts` (functions, or methods of the module's classes) and
    every module-level function or table they name, followed."""
    defs: dict[str, list[ast.AST]] = {}
    for node in tree.body:
        if isinstance(node, ast.FunctionDef):
            defs.setdefault(node.name, []).append(node)
        elif isinstance(node, ast.ClassDef):
            for item in node.body:
                if isinstance(item, ast.FunctionDef) and item.name in starts:
                    defs.setdefault(item.name, []).append(item)
        elif isinstance(node, ast.Assign | ast.AnnAssign):
            targets = node.targets if isinstance(node, ast.Assign) else [node.target]
            for t in targets:
                if isinstance(t, ast.Name):
                    defs.setdefault(t.id, []).append(node)
    todo = [n for s in starts for n in defs.get(s, [])]
    seen: list[ast.AST] = []
    while todo:
        node = todo.pop()
        if any(node is s for s in seen):
            continue
        seen.append(node)
        todo += [d for n in ast.walk(node) if isinstance(n, ast.Name) for d in defs.get(n.id, [])]
    return seen


def _handed_out(nodes: list[ast.AST]) -> set[str]:
    """Calls that hand the hand to another module's helper (`keys.tabled(h)`): a reading of
    its fields made there."""
    out = set()
    for node in (n for top in nodes for n in ast.walk(top)):
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and isinstance(
                node.func.value, ast.Name) and node.func.value.id not in ("h", "arb"):
            if any(_is_hand(arg) for arg in node.args):
                out.add(f"{node.func.value.id}.{node.func.attr}")
    return out


def _is_hand(node: ast.expr) -> bool:
    return isinstance(node, ast.Name) and node.id == "h" or (
        isinstance(node, ast.Attribute) and node.attr == "hand")


def _arb_reads(nodes: list[ast.AST]) -> set[str]:
    return {n.attr for top in nodes for n in ast.walk(top) if isinstance(n, ast.Attribute)
            and isinstance(n.value, ast.Name) and n.value.id == "arb" and n.attr != "hand"}


def _scan(path: Path, starts: tuple[str, ...]) -> tuple[set[str], set[str], set[str]]:
    """(hand fields read, hand handed out, arb read) by the refusals `starts` of `path`."""
    nodes = _reached(ast.parse(path.read_text(encoding="utf-8")), starts)
    assert nodes, f"{path.name}: no {starts}"
    source = "\n".join(ast.unparse(n) for n in nodes)
    return _not_asked(_hand_reads(source)), _handed_out(nodes), _arb_reads(nodes)


def _module_path(name: str) -> Path:
    return ARBITER.joinpath(*name.split(".")).with_suffix(".py")


ARBITER = Path(refused.__file__).parent


def test_the_invalid_helpers_read_no_field_of_the_hand() -> None:
    for name, starts in HELPERS.items():
        fields, handed, arb = _scan(_module_path(name), starts)
        assert not fields, f"{name} checks the hand itself: {sorted(fields)}"
        assert not handed, f"{name} hands the hand to {sorted(handed)}"
        assert arb <= BOOKKEEPING, f"{name} reads {sorted(arb - BOOKKEEPING)} of the arbiter"


def test_the_irregularities_refusals_read_no_field_of_the_hand() -> None:
    found = 0
    for path in sorted((ARBITER / "irregularities").glob("*.py")):
        if "def refuses" not in path.read_text(encoding="utf-8"):
            continue
        found += 1
        fields, handed, arb = _scan(path, ("refuses",))
        assert not fields, f"{path.name} checks the hand itself: {sorted(fields)}"
        assert not handed, f"{path.name} hands the hand to {sorted(handed)}"
        assert arb <= BOOKKEEPING, f"{path.name} reads {sorted(arb - BOOKKEEPING)}"
    assert found >= 2  # player_action (a ruling owed), stud_bring_in (a wrong low card)


def test_the_helpers_scan_finds_a_check_made_again() -> None:
    """The scan does find what money.judge.invalid used to check itself (it can fail): the
    request open, the tabled hands and the readings, read by its own helpers."""
    old = (
        "def invalid(arb, a):\n"
        "    h = arb.hand\n"
        "    if keys.open_request(h) is None:\n"
        "        return 'invalid.nothing_asked', {}\n"
        "    if a.seat not in _tabled(h):\n"
        "        return 'invalid.no_tabled_hand', {'seat': a.seat}\n"
        "    if not arb.hand.config.race:\n"
        "        return 'invalid.no_race', {}\n"
        "def _tabled(h):\n"
        "    return [s for s in h.shown if s in h.live]\n"
    )
    nodes = _reached(ast.parse(old), ("invalid",))
    source = "\n".join(ast.unparse(n) for n in nodes)
    assert _not_asked(_hand_reads(source)) == {"shown", "live", "config"}
    assert _handed_out(nodes) == {"keys.open_request"}
