"""razz-reading: read a razz hand, the five lowest cards of seven (rule razz.low). The
questions and the key are `studreading`'s; this is the skill's row."""

from __future__ import annotations

from .studreading import answer_razz, generate_razz, parse_razz

SKILL = "razz-reading"
ENTRY = "ranks"  # how the Skills screen takes its answer (skills.ENTRIES): the ranks' pad
generate = generate_razz
parse_answer = parse_razz
answer_json = answer_razz
