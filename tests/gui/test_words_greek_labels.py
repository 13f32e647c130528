"""Issue 29, item 7 (what was left): the Greek table's own labels were still English: "Raise"
on the bet bubble, the picker and the ruled step, "Small blind"/"Big blind" on the seats, the
bubbles and the steps, "Muck" on the felt and the bubble, "Board" on the results. The poker
words Greek dealers use inside sentences (flop, turn, river, blind, showdown) stay as the
catalogue has them; these short labels are Greek."""

from __future__ import annotations

import re

from dealer_trainer.gui.text import tr

LABELS = ("bubble.raise_to", "picker.as.raise", "ruled.raise", "bubble.small_blind",
          "bubble.big_blind", "seat.small_blind", "seat.big_blind", "action.post_small",
          "action.post_big", "bubble.muck", "table.muck", "table.board")
ENGLISH = re.compile(r"\b(raise|small blind|big blind|muck|board)\b", re.IGNORECASE)


def test_greek_table_labels_are_greek():
    for key in LABELS:
        words = tr(key, "el", amount=35, to=35)
        assert words and words != key, key  # the key has its Greek entry
        assert not ENGLISH.search(words), (key, words)
        assert words != tr(key, "en", amount=35, to=35), key
