"""A game is data (issue 24): its row in `engine/variant.py` plus its own modules. No other
module asks which game it is (`variant == "omaha"`, `is Variant.HOLDEM`) or keeps its own
copy of a game's streets (`("flop", "turn", "river")`) or one street's name in a test
(`street == "flop"`); it reads the row's field (`hole_cards`, `streets`, `board_streets`,
`board_after`, `button`, `low_order`, `bad_beat` ...). What must stay is listed below, each
with its reason, so that a new one fails here."""

from __future__ import annotations

import ast
from pathlib import Path

from dealer_trainer.engine.config import Street
from dealer_trainer.engine.variant import Variant

PKG = Path(__file__).resolve().parents[1] / "dealer_trainer"
NAMES = {v.value for v in Variant} | {s.value for s in Street}

# the definition and the games' own modules: they are where a game's knowledge lives
GAME_MODULES = {
    "engine/variant.py",  # the rows
    "engine/config.py",  # the Street enum itself, and each family's streets in order
    # and every module named stud_*: stud's engine, procedure, report, irregularities
    "progress/phh_stud.py",  # stud's hand history
}

# "file: what": why it stays. A rule named after one street, an irregularity about one.
MUST_STAY = {
    "engine/apply.py: Street.PREFLOP":
        "bet.live_blind: the blinds' round, where a blind is a live bet",
    "engine/hand.py: Street.PREFLOP": "bet.live_blind: the blinds are in before the flop",
    "engine/state.py: Street.PREFLOP": "bet.live_blind: the big blind's option preflop",
    "arbiter/house_fees.py: Street.PREFLOP": "rake.no_flop_no_drop: a rule named after it",
    "arbiter/money/judge.py: Street.PREFLOP": "rake.no_flop_no_drop",
    "arbiter/money/keys.py: Street.PREFLOP": "rake.no_flop_no_drop",
    "arbiter/money/steps.py: Street.PREFLOP": "rake.no_flop_no_drop",
    "arbiter/procedure.py: 'flop'": "the family's key (`family(arb)`), not a street",
    "arbiter/irregularities/double_burn.py: 'flop'":
        "error.double_burn: the flop's burn, found before any action, is a misdeal",
    "arbiter/irregularities/missed_burn.py: 'flop'":
        "error.missed_burn: the flop's burn, found before any action, is a redeal",
    "arbiter/irregularities/four_card_flop.py: 'flop'": "error.flop_too_many: the flop's own",
    "arbiter/irregularities/premature_street.py: 'turn'":
        "error.premature_turn: the house's redeal of a premature turn (premature_back_to_stub)",
    "quiz/text.py: 'preflop'": "a straddle question's words: first to act preflop",
    "scenarios/checks.py: 'preflop'":
        "an all_in preflop: the blinds are in the round's total (bet.live_blind)",
}


def _named(node: ast.AST) -> str | None:
    """A game or a street named: `Variant.OMAHA`, `Street.FLOP`, `"razz"`, `"flop"`, or a
    literal of them all (`("flop", "turn", "river")`)."""
    if isinstance(node, ast.Attribute) and node.attr == "value":  # `Variant.OMAHA.value`
        return _named(node.value)
    if isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name):
        return ast.unparse(node) if node.value.id in ("Variant", "Street") else None
    if isinstance(node, ast.Constant) and isinstance(node.value, str) and node.value in NAMES:
        return repr(node.value)
    if isinstance(node, (ast.Tuple, ast.List, ast.Set)) and node.elts:
        names = [_named(e) for e in node.elts]
        return ast.unparse(node) if all(names) else None
    return None


def game_knowledge(tree: ast.AST) -> list[str]:
    """What a module knows of one game: a comparison with a game or a street
    (`v is Variant.HOLDEM`, `street == "flop"`, `a in ("turn", "river")`), or a literal
    of two or more of them kept in the module (`STREETS = ("third", ..., "seventh")`)."""
    found = []
    for n in ast.walk(tree):
        if isinstance(n, ast.Compare):
            found += [w for w in map(_named, (n.left, *n.comparators)) if w]
        elif isinstance(n, (ast.Tuple, ast.List, ast.Set)) and len(n.elts) > 1:
            found += [w for w in [_named(n)] if w]  # one compared is found twice: no matter
        elif (isinstance(n, ast.Assign) and isinstance(n.value, ast.Attribute)
              and all(isinstance(t, ast.Name) for t in n.targets)):
            found += [f"= {w}" for w in [_named(n.value)] if w]  # an alias: `_HOLDEM = ...`
    return found


def _scan() -> set[str]:
    found = set()
    for path in sorted(PKG.rglob("*.py")):
        rel = path.relative_to(PKG).as_posix()
        if rel in GAME_MODULES or path.name.startswith("stud"):
            continue
        tree = ast.parse(path.read_text(encoding="utf-8"))
        found |= {f"{rel}: {w}" for w in game_knowledge(tree)}
    return found


def test_no_module_asks_which_game_it_is_outside_the_games_rows_and_modules() -> None:
    assert sorted(_scan() - MUST_STAY.keys()) == []


def test_what_must_stay_is_still_there() -> None:
    """The list does not go stale: each entry is still found (once moved, take it out)."""
    assert sorted(MUST_STAY.keys() - _scan()) == []


def test_the_game_test_finds_what_it_looks_for() -> None:
    caught = ast.parse('if v is Variant.HOLDEM: pass\nif s == "flop": pass\n'
                       'x = a in ("turn", "river")\nS = ("third", "fourth")\n'
                       'if g.variant != "omaha-hilo": pass\nOMAHA = Variant.OMAHA.value')
    assert sorted(game_knowledge(caught)) == sorted(
        ["Variant.HOLDEM", "'flop'", "('turn', 'river')", "('turn', 'river')",
         "('third', 'fourth')", "'omaha-hilo'", "= Variant.OMAHA"])
    fine = ast.parse("if h.game.board: pass\nn = h.game.board_after(street)\n"
                     'if a.name in ledger.STREET_CARDS: pass\nif a.name == "burn": pass\n'
                     "variant: Variant = Variant.HOLDEM  # a field's default asks nothing")
    assert game_knowledge(fine) == []
