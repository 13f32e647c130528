"""stud-first: which seat acts first on fourth to seventh street, from the boards (rules
stud.first_to_act, razz.first_to_act, stud.open_pair's boards). The questions and the key are
`studorder`'s; this is the skill's row."""

from __future__ import annotations

from .studorder import answer_seat, generate_first, parse_seat

SKILL = "stud-first"
ENTRY = "number"  # how the Skills screen takes its answer (skills.ENTRIES)
generate = generate_first
parse_answer = parse_seat
answer_json = answer_seat
