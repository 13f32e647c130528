"""stud-bring-in: which seat brings it in, from the door cards (rules stud.bring_in,
razz.bring_in). The questions and the key are `studorder`'s; this is the skill's row."""

from __future__ import annotations

from .studorder import answer_seat, generate_bring_in, parse_seat

SKILL = "stud-bring-in"
ENTRY = "number"  # how the Skills screen takes its answer (skills.ENTRIES)
generate = generate_bring_in
parse_answer = parse_seat
answer_json = answer_seat
