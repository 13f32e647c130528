"""A checked scenario document -> the arbiter's DrillSetup (engine and arbiter types)."""

from __future__ import annotations

from dataclasses import replace
from fractions import Fraction
from typing import Any

from ..arbiter.mistakes import MistakeKind, MistakeSpec
from ..arbiter.rotation import DEFAULT_HANDS_PER_GAME, Rotation, StudStakes
from ..arbiter.setup import DrillSetup, ScriptedDecision, ScriptedRequest
from ..engine.cards import parse_cards
from ..engine.config import BlindLevel, Game, HouseRules, SeatConfig, Street, TableConfig
from ..engine.preset import ButtonRule, house_of
from ..engine.race import ChipRace
from ..engine.rake import RakeRule
from ..engine.variant import Variant
from .build_players import scripted_entry
from .yamlnodes import Document


def build_setup(doc: Document) -> DrillSetup:
    """Only for a document with no problems: every value has its checked type here.
    The engine's own checks (TableConfig) may still raise EngineError."""
    data: dict[str, Any] = doc.value
    deck = data.get("deck") or {}
    rotation, table = _rotation(data["table"])
    config = _table(table, data.get("house_rules", "seeds"), data.get("house"))
    config = replace(config, race=_chip_race(data))
    seats: dict[int, dict[str, Any]] = data["table"]["seats"]
    events: list[dict[str, Any]] = data.get("between_hands") or []
    joined = tuple(SeatConfig(e["join"], e.get("name", f"Seat {e['join']}"), e["stack"])
                   for e in events if "join" in e)  # seat.join: empty until his hand
    if joined:
        config = replace(config, seats=tuple(sorted(config.seats + joined,
                                                    key=lambda s: s.seat)))
    return DrillSetup(
        config=config,
        scenario_id=data["id"],
        deck_order=parse_cards(deck.get("order", [])),
        seed=deck.get("seed", 0),
        decisions=_decisions(doc, data.get("players") or {}),
        mistakes=tuple(_mistake(doc, i, m) for i, m in enumerate(data.get("mistakes") or [])),
        hands=data.get("hands", 1),
        showdown_mucks=tuple(((data.get("players") or {}).get("showdown") or {}).get("muck", [])),
        requests=_requests(doc, data.get("players") or {}),
        rake=_rake(data["table"], config.chip),
        read_hands=data["table"].get("read_hands", False),
        shuffle=data["table"].get("shuffle", "quick"),
        announce=data["table"].get("announce", False),
        hand_for_hand=data["table"].get("hand_for_hand", False),
        sitting_out=frozenset(n for n, st in seats.items() if st.get("sitting_out")),
        sit_outs=tuple((e["hand"], e["sit_out"]) for e in data.get("between_hands") or []
                       if "sit_out" in e),
        owes=tuple((n, tuple(b for b in ("small", "big") if b in st["owes"]))
                   for n, st in sorted(seats.items()) if st.get("owes")),
        backs=_backs(events, seats),
        joins=tuple((e["hand"], e["join"], e.get("posts", "big")) for e in events if "join" in e),
        leaves=tuple((e["hand"], e["leave"]) for e in events if "leave" in e),
        time_collection=_time(data["table"]),
        balances=tuple(e["hand"] for e in events if e.get("balance")),
        later_decisions={
            int(n): _decisions(doc, script, ("players_by_hand", n))
            for n, script in (data.get("players_by_hand") or {}).items()
        },
        rotation=rotation,
    )


STUD_STAKES = ("ante", "bring_in", "small_bet", "big_bet")


def _rotation(table: dict[str, Any]) -> tuple[Rotation | None, dict[str, Any]]:
    """A mixed table (`table.mix`, rotation.py): its rotation, and the flop table the hands
    are dealt from (the stud games' stakes are the rotation's)."""
    if "mix" not in table:
        return None, table
    stud = StudStakes(table.get("ante", 0), table["bring_in"], table["small_bet"],
                      table.get("big_bet", 0)) if "small_bet" in table else None
    rotation = Rotation.of(tuple(table["mix"]),
                           table.get("hands_per_game", DEFAULT_HANDS_PER_GAME), stud)
    return rotation, {k: v for k, v in table.items() if k not in STUD_STAKES}


def _backs(events: list[dict[str, Any]], seats: dict[int, dict[str, Any]]
           ) -> tuple[tuple[int, int, str], ...]:
    """blinds.missed: who is back from which hand, and how (`posts: owed` or `wait`); a seat
    that owes and does not sit out is back at hand 1."""
    first = [(1, n, st.get("posts", "owed")) for n, st in sorted(seats.items())
             if st.get("owes") and not st.get("sitting_out")]
    return tuple(first + [(e["hand"], e["back"], e.get("posts", "owed"))
                          for e in events if "back" in e])


def _table(table: dict[str, Any], house_rules: str, house: dict[str, Any] | None) -> TableConfig:
    seats = tuple(
        SeatConfig(seat=n, name=s.get("name", f"Seat {n}"), stack=s["stack"])
        for n, s in sorted(table["seats"].items())
    )
    schedule = tuple(_level(lv) for lv in table.get("schedule", []))
    return TableConfig(
        seats=seats,
        button=table.get("button", 0),  # a stud table has none (stud.no_button)
        small_blind=table.get("small_blind", 0),
        big_blind=table.get("big_blind", 0),
        game=Game(table.get("game", Game.NO_LIMIT.value)),
        straddle=table.get("straddle", False),
        house_rules=HouseRules(house_rules),
        house=house_of(HouseRules(house_rules), house) if house else None,
        tournament=table.get("tournament", False),
        schedule=schedule,
        chip=table.get("chip", 1),
        button_rule=ButtonRule(table["button_rule"]) if "button_rule" in table else None,
        variant=Variant(table.get("variant", Variant.HOLDEM.value)),
        ante=table.get("ante", 0),
        bring_in=table.get("bring_in", 0),
        small_bet=table.get("small_bet", 0),
        big_bet=table.get("big_bet", 0),
        big_blind_ante=table.get("big_blind_ante", False),
    )


def _level(lv: dict[str, Any]) -> BlindLevel:
    """A schedule's level; announced during its hand's shuffle, it applies from the next
    hand (tournament.level_change)."""
    during = lv.get("announced") == "after_shuffle"
    return BlindLevel(from_hand=lv["hand"] + during, small_blind=lv["small_blind"],
                      big_blind=lv["big_blind"], ante=lv.get("ante"),
                      announced_in=lv["hand"] if during else 0, clocked="announced" in lv)


def _chip_race(data: dict[str, Any]) -> ChipRace | None:
    """A chip race drill's `chip_race:` (race.*)."""
    race = data.get("chip_race")
    if race is None:
        return None
    found = race.get("found")
    return ChipRace(remove=race["remove"], next=race["next"],
                    chips=tuple(sorted((int(s), n) for s, n in race["chips"].items())),
                    found=((found["seat"], found["chips"]),) if found else ())


Decisions = dict[Street, tuple[ScriptedDecision, ...]]


def _decisions(doc: Document, players: dict[str, Any],
               at: tuple[str | int, ...] = ("players",)) -> Decisions:
    out: Decisions = {}
    for street in Street:
        items = players.get(street.value) or []
        out[street] = tuple(
            scripted_entry(d, doc.where((*at, street.value, i)))
            for i, d in enumerate(items)
            if d["action"] not in _ASKS
        )
    return out


_ASKS = {"ask_pot": "pot", "ask_count": "all_in"}


def _requests(doc: Document, players: dict[str, Any]) -> dict[Street, tuple[ScriptedRequest, ...]]:
    """Each request with the number of the round's decisions written before it."""
    out: dict[Street, tuple[ScriptedRequest, ...]] = {}
    for street in Street:
        found, before = [], 0
        for i, d in enumerate(players.get(street.value) or []):
            if d["action"] not in _ASKS:
                before += 1
                continue
            where = doc.where(("players", street.value, i))
            found.append(ScriptedRequest(d["seat"], _ASKS[d["action"]], before, d.get("of"), where))
        out[street] = tuple(found)
    return out


def _rake(table: dict[str, Any], chip: int) -> RakeRule | None:
    """The house's rake, rounded down to the table's smallest chip (`table.chip`, which the
    table has with or without a rake: a split pot's odd chips are broken down to it too)."""
    rake = table.get("rake")
    if rake is None:
        return None
    return RakeRule(
        percent=Fraction(str(rake["percent"])),
        cap=rake.get("cap"),
        no_flop_no_drop=rake.get("no_flop_no_drop", True),
        jackpot_drop=table.get("jackpot_drop", 0),
        chip=chip,
        bad_beat=table.get("bad_beat", False),
    )


def _time(table: dict[str, Any]) -> tuple[int, tuple[int, ...]] | None:
    """house.time_collection: the amount each player dealt in pays, and the hands it is due."""
    tc = table.get("time_collection")
    return None if tc is None else (tc["amount"], tuple(tc["hands"]))


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
        looked=m.get("looked") is True,
    )
