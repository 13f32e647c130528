"""Results shaped like the arbiter's `result()` (CONTRACT.md), with whole hand logs.

Every hand here is a real hand, dealt by the rules, with the stacks worked out by hand:
the PHH export test replays each through PokerKit and must end on `final_stacks`.
"""

from __future__ import annotations

import copy
import json
import sqlite3
from contextlib import closing
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from dealer_trainer.progress.paths import DB_NAME
from dealer_trainer.progress.schema import POSTGRESQL, SQLITE

T0 = datetime(2026, 12, 2, 18, 15, tzinfo=UTC)


def _post(seat: int, blind: str, amount: int) -> dict[str, Any]:
    return {"op": "post", "seat": seat, "blind": blind, "amount": amount}


def _deal(order: list[int], cards: list[str], exposed: int | None = None) -> list[dict[str, Any]]:
    return [
        {"op": "deal", "seat": s, "card": c, "exposed": i == exposed}
        for i, (s, c) in enumerate(zip(order, cards, strict=True))
    ]


def _act(seat: int, action: str, to: int, amount: int) -> dict[str, Any]:
    return {"op": "act", "seat": seat, "action": action, "to": to, "amount": amount}


def premature_turn_hand() -> dict[str, Any]:
    """3 players, button 1: a premature turn set aside, then the seeds' correction.

    Preflop 1 calls, 3 completes, 4 checks (pot 30); flop 3 checks, 4 bets 10, the turn
    (Js) comes off too early and is set aside, 1 calls, 3 folds (pot 50); the would-be
    river 2s is the turn; the river Tc comes after the reshuffle. QQ beats A-high.
    """
    events = [
        {"op": "shuffle"},
        {"op": "cut", "at": 26},
        _post(3, "small", 5),
        _post(4, "big", 10),
        *_deal([3, 4, 1, 3, 4, 1], ["7d", "Ac", "Qs", "2c", "9c", "Qd"]),
        _act(1, "call", 10, 10),
        _act(3, "call", 10, 5),
        _act(4, "check", 10, 0),
        {"op": "collect", "returned": {}, "pots": [{"amount": 30, "eligible": [1, 3, 4]}]},
        {"op": "burn", "card": "3d"},
        {"op": "board", "cards": ["8h", "5d", "3c"]},
        _act(3, "check", 0, 0),
        _act(4, "bet", 10, 10),
        {"op": "burn", "card": "Jc"},
        {"op": "board", "cards": ["Js"]},
        {"op": "irregularity", "rule": "error.premature_turn"},
        {"op": "correction", "action": "set_aside", "rule": "error.premature_turn"},
        {"op": "set_aside", "card": "Js"},
        _act(1, "call", 10, 10),
        _act(3, "fold", 0, 0),
        {"op": "muck", "seat": 3, "cards": ["7d", "2c"]},
        {"op": "collect", "returned": {}, "pots": [{"amount": 50, "eligible": [1, 4]}]},
        {"op": "burn", "card": "5s"},
        {"op": "board", "cards": ["2s"]},
        _act(4, "check", 0, 0),
        _act(1, "check", 0, 0),
        {"op": "return", "zones": ["set_aside"], "cards": ["Js"], "on_top": False},
        {"op": "shuffle"},
        {"op": "cut", "at": 20},
        {"op": "board", "cards": ["Tc"]},
        _act(4, "check", 0, 0),
        _act(1, "check", 0, 0),
        {"op": "showdown", "shown": {"4": ["Ac", "9c"], "1": ["Qs", "Qd"]}},
        {"op": "award", "pot": 0, "amount": 50, "to": [1], "amounts": {"1": 50}},
        {"op": "button", "seat": 3},
    ]
    return {
        "number": 1,
        "game": "no-limit",
        "small_blind": 5,
        "big_blind": 10,
        "straddle": 0,
        "button": 1,
        "seats": {
            "1": {"name": "Ana", "stack": 1000},
            "3": {"name": "Bogdan", "stack": 1000},
            "4": {"name": "Chloe", "stack": 240},
        },
        "events": events,
        "final_stacks": {"1": 1030, "3": 990, "4": 220},
    }


def heads_up_all_in_hand() -> dict[str, Any]:
    """Heads-up, button 5 posts the small blind and acts first; all in preflop; AA holds."""
    events = [
        _post(5, "small", 5),
        _post(2, "big", 10),
        *_deal([2, 5, 2, 5], ["As", "Ks", "Ah", "Kh"]),
        _act(5, "raise", 30, 25),
        _act(2, "all_in", 500, 490),
        _act(5, "all_in", 500, 470),
        {"op": "collect", "returned": {}, "pots": [{"amount": 1000, "eligible": [2, 5]}]},
        {"op": "burn", "card": "4d"},
        {"op": "board", "cards": ["2c", "7d", "9h"]},
        {"op": "burn", "card": "5d"},
        {"op": "board", "cards": ["Jc"]},
        {"op": "burn", "card": "6d"},
        {"op": "board", "cards": ["3s"]},
        {"op": "showdown", "shown": {"2": ["As", "Ah"], "5": ["Ks", "Kh"]}},
        {"op": "award", "pot": 0, "amount": 1000, "to": [2]},
        {"op": "button", "seat": 2},
    ]
    return {
        "number": 1,
        "game": "no-limit",
        "small_blind": 5,
        "big_blind": 10,
        "straddle": 0,
        "button": 5,
        "seats": {"2": {"name": "Dan", "stack": 500}, "5": {"name": "Eva", "stack": 500}},
        "events": events,
        "final_stacks": {"2": 1000, "5": 0},
    }


def misdeal_straddle_hand() -> dict[str, Any]:
    """4 players, button 4, seat 3 straddles; the first card is exposed: misdeal, redeal.

    Then everyone folds to the straddler, whose uncalled 10 comes back: 1 -5, 2 -10, 3 +15.
    """
    events = [
        _post(1, "small", 5),
        _post(2, "big", 10),
        _post(3, "straddle", 20),
        {"op": "deal", "seat": 1, "card": "Ah", "exposed": True},
        {"op": "irregularity", "rule": "error.exposed_first_card"},
        {"op": "correction", "action": "misdeal", "rule": "error.exposed_first_card"},
        {"op": "misdeal", "cards": ["Ah"]},
        {"op": "shuffle"},
        {"op": "cut", "at": 30},
        *_deal([1, 2, 3, 4] * 2, ["2c", "3c", "4c", "5c", "7h", "8h", "9h", "Th"]),
        _act(4, "fold", 0, 0),
        _act(1, "fold", 5, 0),
        _act(2, "fold", 10, 0),
        {"op": "collect", "returned": {"3": 10}, "pots": [{"amount": 25, "eligible": [3]}]},
        {"op": "award", "pot": 0, "amount": 25, "to": [3]},
        {"op": "button", "seat": 1},
    ]
    return {
        "number": 1,
        "game": "no-limit",
        "small_blind": 5,
        "big_blind": 10,
        "straddle": 20,
        "button": 4,
        "seats": {
            str(s): {"name": n, "stack": 500}
            for s, n in zip([1, 2, 3, 4], ["Ana", "Bogdan", "Chloe", "Dmitri"], strict=True)
        },
        "events": events,
        "final_stacks": {"1": 495, "2": 490, "3": 515, "4": 500},
    }


def limit_hand() -> dict[str, Any]:
    """Limit 10/20 (blinds 5/10), button 1; seat 2 mucks at the showdown, seat 1 wins 120."""
    events = [
        _post(2, "small", 5),
        _post(3, "big", 10),
        *_deal([2, 3, 1] * 2, ["9s", "4h", "Kc", "9d", "5h", "Kd"]),
        _act(1, "raise", 20, 20),
        _act(2, "call", 20, 15),
        _act(3, "call", 20, 10),
        {"op": "collect", "returned": {}, "pots": [{"amount": 60, "eligible": [1, 2, 3]}]},
        {"op": "burn", "card": "2d"},
        {"op": "board", "cards": ["Qh", "8c", "3d"]},
        _act(2, "bet", 10, 10),
        _act(3, "fold", 0, 0),
        _act(1, "call", 10, 10),
        {"op": "burn", "card": "6c"},
        {"op": "board", "cards": ["7s"]},
        _act(2, "check", 0, 0),
        _act(1, "bet", 20, 20),
        _act(2, "call", 20, 20),
        {"op": "burn", "card": "6h"},
        {"op": "board", "cards": ["Jd"]},
        _act(2, "check", 0, 0),
        _act(1, "check", 0, 0),
        {"op": "showdown", "shown": {"1": ["Kc", "Kd"]}},
        {"op": "award", "pot": 0, "amount": 120, "to": [1]},
        {"op": "button", "seat": 2},
    ]
    return {
        "number": 1,
        "game": "limit",
        "small_blind": 5,
        "big_blind": 10,
        "straddle": 0,
        "button": 1,
        "seats": {
            str(s): {"name": n, "stack": 500}
            for s, n in zip([1, 2, 3], ["Ana", "Bogdan", "Chloe"], strict=True)
        },
        "events": events,
        "final_stacks": {"1": 570, "2": 450, "3": 480},
    }


def uncapped_heads_up_limit_hand() -> dict[str, Any]:
    """Robert's Rules, heads-up limit, no cap: five raises preflop (from a real drill)."""
    events = [
        _post(3, "small", 5),
        _post(8, "big", 10),
        *_deal([8, 3, 8, 3], ["4h", "As", "6d", "8h"]),
        _act(3, "raise", 20, 15),
        _act(8, "raise", 30, 20),
        _act(3, "raise", 40, 20),
        _act(8, "raise", 50, 20),
        _act(3, "raise", 60, 20),
        _act(8, "call", 60, 10),
        {"op": "burn", "card": "6h"},
        {"op": "board", "cards": ["4s", "2h", "6s"]},
        _act(8, "check", 0, 0),
        _act(3, "check", 0, 0),
        {"op": "burn", "card": "Ts"},
        {"op": "board", "cards": ["9c"]},
        _act(8, "bet", 20, 20),
        _act(3, "call", 20, 20),
        {"op": "burn", "card": "3h"},
        {"op": "board", "cards": ["4c"]},
        _act(8, "check", 0, 0),
        _act(3, "check", 0, 0),
        {"op": "showdown", "shown": {"8": ["4h", "6d"], "3": ["As", "8h"]}},
        {"op": "award", "pot": 0, "amount": 160, "to": [8], "amounts": {"8": 160}},
        {"op": "button", "seat": 8},
    ]
    return {
        "number": 1,
        "game": "limit",
        "small_blind": 5,
        "big_blind": 10,
        "straddle": 0,
        "button": 3,
        "seats": {"3": {"name": "Ana", "stack": 500}, "8": {"name": "Bogdan", "stack": 500}},
        "events": events,
        "final_stacks": {"3": 420, "8": 580},
    }


def pot_limit_hand() -> dict[str, Any]:
    hand = premature_turn_hand()
    hand["game"] = "pot-limit"
    return hand


HANDS = {
    "premature-turn": premature_turn_hand,
    "heads-up-all-in": heads_up_all_in_hand,
    "misdeal-straddle": misdeal_straddle_hand,
    "limit": limit_hand,
    "pot-limit": pot_limit_hand,
    "uncapped-heads-up-limit": uncapped_heads_up_limit_hand,
}


# What schema version 11 added (the assignments), taken out again.
UNDO_VERSION_11 = ("DROP TABLE review_cards", "DROP TABLE review_marks",
                   "DROP TABLE assignments")  # and 12
# What schema version 10 added (the classroom), taken out again (and 11).
UNDO_VERSION_10 = UNDO_VERSION_11 + ("DROP TABLE station_status", "DROP TABLE instructor")
# What schema version 7 added, taken out again (and the later ones).
UNDO_VERSION_7 = UNDO_VERSION_10 + (
    "DROP INDEX attempts_by_uid", "ALTER TABLE attempts DROP COLUMN uid",
)
# What schema versions 6 and 7 added, taken out again: a store as version 5 left it, same rows.
UNDO_VERSION_6 = UNDO_VERSION_7 + (
    "DROP TABLE time_totals",
    "ALTER TABLE steps DROP COLUMN seconds",
    "ALTER TABLE steps DROP COLUMN at_stake",
)
# What schema versions 5 to 7 added, taken out again: a store as version 4 left it.
UNDO_VERSION_5 = UNDO_VERSION_6 + (
    "ALTER TABLE steps DROP COLUMN kind",
    "ALTER TABLE attempts DROP COLUMN play_mode",
    "DROP TABLE mode_totals",
)


# The steps table as versions 1 to 8 wrote it when an attempt was recorded (version 9 keeps
# an attempt's steps in its result alone): one row per step of the result.
V8_STEP_ROWS = (
    "INSERT INTO steps (attempt_id, n, action, outcome, rule, message, kind, seconds,"
    " at_stake) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)"
)


def write_step_rows(conn: Any) -> None:
    """The steps rows versions before 9 kept, for every attempt that has none."""
    from dealer_trainer.progress.records import joined_rules, result_steps, stored_object

    rows = conn.execute(
        "SELECT id, result_json FROM attempts a"
        " WHERE NOT EXISTS (SELECT 1 FROM steps s WHERE s.attempt_id = a.id) ORDER BY id"
    ).fetchall()
    conn.executemany(
        V8_STEP_ROWS,
        [
            (attempt_id, s.n, s.action, s.outcome, s.rule, s.message, s.kind, s.seconds,
             joined_rules(s.at_stake))
            for attempt_id, text in rows
            for s in result_steps(stored_object(text))
        ],
    )


def back_to_version(where: str | Path, version: int) -> None:
    """The store at `where` (a folder of SQLite, or a PostgreSQL URL) as schema `version`
    (4, 5 or 8) left it: the same rows (each step in the steps table too), without what the
    later versions added."""
    undo = {4: UNDO_VERSION_5, 5: UNDO_VERSION_6, 8: UNDO_VERSION_10}[version]
    if isinstance(where, str):
        import psycopg

        from dealer_trainer.progress.backend_pg import PgConn

        with psycopg.connect(where, autocommit=True) as raw:
            with raw.transaction():
                write_step_rows(PgConn(raw))
            for statement in undo:
                raw.execute(statement)
            POSTGRESQL.set_version(PgConn(raw), version)
        return
    with closing(sqlite3.connect(Path(where) / DB_NAME)) as conn:
        write_step_rows(conn)
        for statement in undo:
            conn.execute(statement)
        if version < 8:
            _as_text(conn)
        SQLITE.set_version(conn, version)
        conn.commit()


def _as_text(conn: sqlite3.Connection) -> None:
    """Results and hands as versions before 8 wrote them on SQLite: JSON text, not packed."""
    from dealer_trainer.progress.records import stored_object

    for table, key, column in (("attempts", "id", "result_json"),
                               ("hands", "id", "hand_json")):
        rows = conn.execute(
            f"SELECT {key}, {column} FROM {table} WHERE typeof({column}) = 'blob'"
        ).fetchall()
        conn.executemany(
            f"UPDATE {table} SET {column} = ? WHERE {key} = ?",
            [(json.dumps(stored_object(v), ensure_ascii=False), k) for k, v in rows],
        )

def kind_of(action: str) -> str:
    """The step's `kind`, as the arbiter's result gives it: the action's name."""
    import yaml

    item = yaml.safe_load(action)  # a bare word, or a one-key mapping
    return str(item if isinstance(item, str) else next(iter(item)))


def make_result(
    scenario: str = "premature-turn",
    *,
    score: int = 85,
    passed: bool = False,
    violations: list[tuple[int, str]] | None = None,
    irregularities: list[tuple[int, str, bool]] | None = None,
    actions: list[str] | None = None,
    hands: list[dict[str, Any]] | None = None,
) -> dict[str, Any]:
    """A result dict; the steps are `actions` (all ok) plus one step per violation."""
    violations = [(9, "deal.order")] if violations is None else violations
    irregularities = (
        [(14, "error.premature_turn", True)] if irregularities is None else (irregularities)
    )
    actions = (
        ["shuffle", "cut", "post: {seat: 3, blind: small}", "deal: 3"]
        if actions is None
        else (actions)
    )
    steps: list[dict[str, Any]] = [
        {"n": i + 1, "action": a, "kind": kind_of(a), "outcome": "ok"}
        for i, a in enumerate(actions)
    ]
    for n, rule in violations:
        steps.append(
            {
                "n": n,
                "action": "deal: 4",
                "kind": "deal",
                "outcome": "violation",
                "rule": rule,
                "message": "Seat 3 is next to receive a card.",
            }
        )
    for n, rule, _ in irregularities:
        steps.append(
            {"n": n, "action": "turn", "kind": "turn", "outcome": "irregularity", "rule": rule}
        )
    hand = premature_turn_hand()
    return {
        "scenario": scenario,
        "passed": passed,
        "score": score,
        "steps": steps,
        "violations": [
            {"step": n, "rule": r, "message": "Seat 3 is next to receive a card."}
            for n, r in violations
        ],
        "irregularities": [{"step": n, "rule": r, "corrected": c} for n, r, c in irregularities],
        "hints": 0,
        "final": {
            "complete": True,
            "board": ["8h", "5d", "3c", "2s", "Tc"],
            "burns": ["3d", "Jc", "5s"],
            "stacks": copy.deepcopy(hand["final_stacks"]),
            "button": 3,
            "hands": {"1": ["Qs", "Qd"], "3": ["7d", "2c"], "4": ["Ac", "9c"]},
            "pots": [{"amount": 50, "eligible": [1, 4], "winners": [1]}],
        },
        "hands": [hand] if hands is None else hands,
    }
