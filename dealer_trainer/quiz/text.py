"""A question and an answer in words, in the trainee's language (i18n keys `quiz.*`)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ..engine.cards import SUIT_SYMBOLS, Card
from ..i18n import t
from .model import Question
from .names import skill_name as skill_name  # said the same wherever a skill is named
from .skills import answer_json


def rank_label(rank: str) -> str:
    """A rank as a dealer reads it: 'T' is '10'."""
    return "10" if rank == "T" else rank


def cards(codes: list[str]) -> str:
    """'A♠ K♦': the cards as a dealer sees them (T as 10)."""
    parsed = (Card.parse(code) for code in codes)
    return " ".join(rank_label(c.rank_char) + SUIT_SYMBOLS[c.suit_char] for c in parsed)


def _bets(d: Mapping[str, Any], lang: str) -> str:
    all_in = set(d.get("all_in", ()))
    folded = set(d.get("folded", ()))
    parts = []
    for seat, amount in d["bets"].items():
        s = int(seat)
        key = "quiz.bet.folded" if s in folded else "quiz.bet.all_in" if s in all_in else "quiz.bet"
        parts.append(t(key, lang, seat=s, amount=amount))
    return "; ".join(parts) or t("quiz.nothing", lang)


def _chips(chips: list[dict[str, int]], lang: str) -> str:
    return ", ".join(t("quiz.chips", lang, count=c["count"], value=c["value"]) for c in chips)


def _table(d: Mapping[str, Any], lang: str) -> dict[str, Any]:
    """The fields a betting spot's question fills: blinds, street, the bets in front, the
    chips in the middle (`pot` or `middle`) and the seat asking."""
    return {
        "blinds": f"{d['small_blind']}-{d['big_blind']}",
        "street": t(f"street.{d['street']}", lang),
        "bets": _bets(d, lang),
        "pot": d.get("pot"),
        "middle": d.get("middle"),
        "seat": d.get("asking"),
    }


def question_text(q: Question, lang: str = "en") -> str:
    d = q.data
    if q.skill in ("pot-limit", "side-pots"):
        return t("quiz.q." + q.skill.replace("-", "_"), lang, **_table(d, lang))
    if q.skill == "plo-pot":
        straddle = ""
        if "straddle" in d and d["street"] == "preflop":  # after the flop it is in the middle
            amount = 2 * int(d["big_blind"])
            straddle = t("quiz.straddle", lang, seat=d["straddle"], amount=amount) + " "
        return t("quiz.q.plo_pot", lang, straddle=straddle, **_table(d, lang))
    if q.skill == "hilo-split":
        return _hilo(d, lang)
    if q.skill == "rake":
        rule = [t("quiz.rake.rule", lang, percent=d["percent"], cap=d["cap"], chip=d["chip"])]
        if d["jackpot_drop"]:
            rule.append(t("quiz.rake.drop", lang, drop=d["jackpot_drop"]))
        if d["no_flop_no_drop"]:
            rule.append(t("quiz.rake.nfnd", lang))
        return t(
            "quiz.q.rake",
            lang,
            rule="; ".join(rule),
            pots=" + ".join(str(p) for p in d["pots"]),
            flop=t("quiz.rake.flop" if d["flop_dealt"] else "quiz.rake.no_flop", lang),
        )
    if q.skill == "hand-reading":
        return t("quiz.q.reading", lang, hole=cards(d["hole"]), board=cards(d["board"]))
    if q.skill in STUD_SKILLS:
        return _stud(q, lang)
    if q.skill == "omaha-reading":
        key = "quiz.q.omaha_reading" + ("_hilo" if d["game"] == "plo8" else "")
        return t(key, lang, hole=cards(d["hole"]), board=cards(d["board"]))
    if d["kind"] == "worth":
        return t("quiz.q.worth", lang, chips=_chips(d["chips"], lang))
    return t("quiz.q.change", lang, owed=d["owed"], paid=_chips(d["paid"], lang))


STUD_SKILLS = ("stud-bring-in", "stud-first", "stud-reading", "razz-reading")


def _stud(q: Question, lang: str) -> str:
    """A stud skill's question: the game, and the door cards, the boards or a seven-card hand."""
    d = q.data
    game = t(f"quiz.game.{d['game']}", lang)
    if q.skill == "stud-bring-in":
        doors = "; ".join(
            t("quiz.bet", lang, seat=s, amount=cards([c])) for s, c in d["doors"].items()
        )
        return t("quiz.q.stud_bring_in", lang, game=game, doors=doors)
    if q.skill == "stud-first":
        boards = "; ".join(
            t("quiz.bet", lang, seat=s, amount=cards(b)) for s, b in d["boards"].items()
        )
        return t(
            "quiz.q.stud_first",
            lang,
            game=game,
            street=t(f"quiz.street.{d['street']}", lang),
            house=t(f"house_rules.{d['house']}", lang),
            boards=boards,
        )
    key = "quiz.q.stud_reading" + ("_hilo" if d["game"] == "stud8" else "")
    key = "quiz.q.razz_reading" if q.skill == "razz-reading" else key
    return t(key, lang, game=game, down=cards(d["down"]), up=cards(d["up"]))


def _seats(seats: list[int], lang: str) -> str:
    if len(seats) == 1:
        return t("quiz.hilo.seat", lang, seat=seats[0])
    return t("quiz.hilo.tie", lang, seats=", ".join(str(s) for s in seats))


def _hilo(d: Mapping[str, Any], lang: str) -> str:
    hands = "; ".join(
        t("quiz.bet", lang, seat=seat, amount=cards(codes)) for seat, codes in d["hands"].items()
    )
    winners = t("quiz.hilo.high", lang, seats=_seats(d["high"], lang))
    if d["low"]:
        winners += " " + t("quiz.hilo.low", lang, seats=_seats(d["low"], lang))
    else:
        winners += " " + t("quiz.hilo.no_low", lang)
    return t(
        "quiz.q.hilo_split",
        lang,
        board=cards(d["board"]),
        hands=hands,
        pot=d["pot"],
        chip=d["chip"],
        button=d["button"],
        winners=winners,
    )


def hand_name(category: str, lang: str) -> str:
    return t(f"quiz.hand.{category}", lang)


def answer_text(q: Question, answer: Any, lang: str = "en") -> str:
    """An answer (the key, or one given) in words: '1700', '360 + 240', 'rake 5, drop 1',
    'two pair: K 7', 'seat 3: 103, seat 5: 102'."""
    shaped = answer_json(q, answer)
    if q.skill == "side-pots":
        return " + ".join(str(a) for a in shaped)
    if q.skill == "hilo-split":
        return ", ".join(t("quiz.bet", lang, seat=s, amount=a) for s, a in shaped.items())
    if q.skill == "rake":
        return t("quiz.answer.rake", lang, rake=shaped["rake"], drop=shaped["drop"])
    if q.skill in ("stud-bring-in", "stud-first"):
        return t("quiz.hilo.seat", lang, seat=shaped)
    if q.skill == "razz-reading":
        return " ".join(rank_label(r) for r in shaped["low"])
    if q.skill in ("hand-reading", "omaha-reading", "stud-reading"):
        ranks = " ".join(rank_label(r) for r in shaped["ranks"])
        said = f"{hand_name(shaped['hand'], lang)}: {ranks}"
        low = shaped.get("low")
        if low is None:
            return said
        if low == "none":
            return t("quiz.answer.no_low", lang, high=said)
        return t("quiz.answer.low", lang, high=said, ranks=" ".join(low))
    return str(shaped)
