"""A player's non-standard action and the dealer's ruling on it (RULES.md "Player actions the
dealer rules on"; CONTRACT.md "Rulings: what is right").

`attempt.py` holds the values (what the player did, what he faced, the ruling); `book.py`
says which ruling is right, under which rule id, for each house-rule preset. Pure: no table,
no arbiter; the arbiter builds a `Facing` from the hand and asks.
"""

from .attempt import As, Attempt, Change, Facing, Ruling, Verdict, When, Words
from .book import right_ruling, ruling_after_turn, rulings_agree

__all__ = [
    "As",
    "Attempt",
    "Change",
    "Facing",
    "Ruling",
    "Verdict",
    "When",
    "Words",
    "right_ruling",
    "ruling_after_turn",
    "rulings_agree",
]
