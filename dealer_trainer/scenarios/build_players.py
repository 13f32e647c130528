"""A checked `players:` entry -> ScriptedDecision, with the `Attempt` of a non-standard one
(CONTRACT.md "Players' non-standard actions")."""

from __future__ import annotations

from typing import Any

from ..arbiter.rulings import As, Attempt, Ruling, When, Words
from ..arbiter.setup import ScriptedDecision
from ..engine.decision import ActionKind, Decision

NON_STANDARD = ("chips", "say", "show")
STUD_ACTIONS = ("bring_in", "complete")  # stud.bring_in, stud.completion


def scripted_entry(d: dict[str, Any], where: str) -> ScriptedDecision:
    seat, action = d["seat"], d["action"]
    if action in STUD_ACTIONS:
        # a `complete`'s `to`, when given, is checked against the small bet when it is played
        to = d.get("to") if action == "complete" else None
        return ScriptedDecision(Decision(seat, ActionKind.CALL, to=to), where, stud=action)
    if action == "show":
        return ScriptedDecision(Decision(seat, ActionKind.CHECK), where, show=d["card"])
    floor = d.get("floor")
    ruling = Ruling(As(floor["as"]), floor.get("to")) if floor else None
    if action in ("chips", "say"):
        say = d.get("say")
        said = Attempt(
            seat,
            chips=tuple(d.get("chips", ())),
            more=tuple(d.get("more", ())),
            say=Words(say) if say else None,
            say_to=d.get("to"),
            when=When(d.get("when", When.BEFORE.value)),
            out_of_turn=d.get("out_of_turn", False),
            floor=ruling,
        )
        return ScriptedDecision(Decision(seat, ActionKind.CHECK), where, attempt=said)
    decision = Decision(seat=seat, action=ActionKind(action), to=d.get("to"))
    attempt: Attempt | None = None
    if d.get("out_of_turn") or floor:
        attempt = Attempt(seat, action=decision.action, to=decision.to,
                          out_of_turn=d.get("out_of_turn", False), floor=ruling)
    return ScriptedDecision(decision, where, attempt=attempt)
