"""Version 12: the spaced-repetition cards (issue 30; progress/due.py keeps them). One row a
trainee and card (`card`: a rule id, or "skill:" and a quick-fire skill's id) with FSRS's
state as JSON (fsrs.Card.to_dict) and its counts; `review_marks` says, per trainee, the
last attempt and answer already reviewed, so a reading takes only the records written
since (at 10,000 attempts, replaying every review on each reading took seconds:
bench/due.py). Empty at first: the first reading of a trainee fills them. Nothing older
is rewritten.
"""

from __future__ import annotations

STATEMENTS = (
    """CREATE TABLE review_cards (
        trainee_id INTEGER NOT NULL REFERENCES trainees(id) ON DELETE CASCADE,
        card TEXT NOT NULL,
        state_json TEXT NOT NULL,
        reviews INTEGER NOT NULL,
        lapses INTEGER NOT NULL,
        PRIMARY KEY (trainee_id, card)
    )""",
    """CREATE TABLE review_marks (
        trainee_id INTEGER NOT NULL REFERENCES trainees(id) ON DELETE CASCADE,
        through_attempt INTEGER NOT NULL,
        through_answer INTEGER NOT NULL,
        PRIMARY KEY (trainee_id)
    )""",
)
