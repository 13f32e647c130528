"""A checked scenario document -> the arbiter's DrillSetup (engine and arbiter types)."""

from __future__ import annotations

from typing import Any

from ..arbiter.mistakes import MistakeKind, MistakeSpec
from ..arbiter.setup import DrillSetup, ScriptedDecision
from ..engine.cards import parse_cards
from ..engine.config import BlindLevel, Game, HouseRules, SeatConfig, Street, TableConfig
from ..engine.decision import ActionKind, Decision
from .yamlnodes import Document


def build_setup(doc: Document) -> DrillSetup:
    """Only for a document with no problems: every value has its checked type here.
    The engine's own checks (TableConfig) may still raise EngineError."""
    data: dict[str, Any] = doc.value
    deck = data.get("deck") or {}
    return DrillSetup(
        config=_table(data["table"], data.get("house_rules", "seeds")),
        scenario_id=data["id"],
        deck_order=parse_cards(deck.get("order", [])),
        seed=deck.get("seed", 0),
        decisions=_decisions(doc, data.get("players") or {}),
        mistakes=tuple(_mistake(doc, i, m) for i, m in enumerate(data.get("mistakes") or [])),
        hands=data.get("hands", 1),
        showdown_mucks=tuple(((data.get("players") or {}).get("showdown") or {}).get("muck", [])),
    )


def _table(table: dict[str, Any], house_rules: str) -> TableConfig:
    seats = tuple(
        SeatConfig(seat=n, name=s.get("name", f"Seat {n}"), stack=s["stack"])
        for n, s in sorted(table["seats"].items())
    )
    schedule = tuple(
        BlindLevel(from_hand=lv["hand"], small_blind=lv["small_blind"], big_blind=lv["big_blind"])
        for lv in table.get("schedule", [])
    )
    return TableConfig(
        seats=seats,
        button=table["button"],
        small_blind=table["small_blind"],
        big_blind=table["big_blind"],
        game=Game(table.get("game", Game.NO_LIMIT.value)),
        straddle=table.get("straddle", False),
        house_rules=HouseRules(house_rules),
        tournament=table.get("tournament", False),
        schedule=schedule,
    )


Decisions = dict[Street, tuple[ScriptedDecision, ...]]


def _decisions(doc: Document, players: dict[str, Any]) -> Decisions:
    out: Decisions = {}
    for street in Street:
        items = players.get(street.value) or []
        out[street] = tuple(
            ScriptedDecision(
                Decision(seat=d["seat"], action=ActionKind(d["action"]), to=d.get("to")),
                where=doc.where(("players", street.value, i)),
            )
            for i, d in enumerate(items)
        )
    return out


def _mistake(doc: Document, i: int, m: dict[str, Any]) -> MistakeSpec:
    kind = MistakeKind(m["kind"])
    cards: tuple[int, ...] = ()
    if kind is MistakeKind.FOULED_DECK:
        pass  # its `card` is the card there twice (`dup`)
    elif "card" in m:
        cards = (m["card"],)
    elif isinstance(m.get("cards"), list):
        cards = tuple(m["cards"])
    count = len(cards) if kind is MistakeKind.EXPOSED_HOLE_CARD else m.get("count", 1)
    if kind is MistakeKind.WRONG_COUNT:
        count = m.get("cards", 3)
    return MistakeSpec(
        kind=kind,
        cards=cards,
        count=count,
        after=m.get("after", 0),
        hand=m.get("hand", 1),
        pitch=m.get("pitch", 0),
        found_after=m.get("found_after", 0),
        where=doc.where(("mistakes", i)),
        seat=m.get("seat"),
        floor=m.get("floor"),
        dup=m.get("card") if kind is MistakeKind.FOULED_DECK else None,
        at=m.get("at", 0),
        pot=m.get("pot", 0),
        street=m.get("street"),
    )
