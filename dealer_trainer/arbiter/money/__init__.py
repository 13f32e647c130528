"""The money skills at the table (RULES.md "Money at the table"): a player's request for the
pot or an all-in's size and the dealer's count, the pots stated at the pull, the rake and the
jackpot drop, and the reading of each tabled hand.

`parse.py` reads the trainee's money actions; `keys.py` works out what is owed and the right
answers (from the engine: `engine/counts.py`, `engine/pots.py`, `engine/rake.py`,
`engine/reading.py`); `steps.py` does them through engine operations; `judge.py` says what a
wrong or unasked one is. The expected steps themselves, with their rule ids, are in
`procedure.PROCEDURE` with the rest of the procedure.
"""
