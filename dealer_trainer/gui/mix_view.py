"""A mixed game on the table (issue 26; arbiter/rotation.py), drawn from the snapshot's
`mix` alone (`MixView`): the game dealt now, the next one and when it comes (in the top bar),
and in a stud hand the disc standing still at its seat (TDA 11-B; seat_markers.py). The GUI
never works out the rotation: the layouts switch because the snapshot's `variant` does
(stud_layout.table_layout)."""

from __future__ import annotations

from ..arbiter.rotation import parse_game
from ..arbiter.snapshot import MixView
from ..engine.variant import row
from .text import tr


def game_name(name: str, lang: str) -> str:
    """A game of a mix in words: its variant's, and its structure's where the game is played
    more than one way (`holdem-limit`: "Hold'em · Limit"; `razz`: "Razz")."""
    game = parse_game(name)
    if game is None:  # (a snapshot's names are the rotation's own)
        return name
    words = tr(f"variant.{game.variant.value.replace('-', '_')}", lang)
    if len(row(game.variant).structures) == 1:
        return words
    structure = tr(f"game.{game.structure.value.replace('-', '_')}", lang)
    return tr("mix.game_structure", lang, game=words, structure=structure)


def mix_words(mix: MixView | None, lang: str) -> list[str]:
    """The top bar's words for a mixed table: the game now, the next game and when (none at
    a table of one game)."""
    if mix is None:
        return []
    nxt = game_name(mix.next_game, lang)
    if mix.hands_left == 0:
        when = tr("mix.next_hand", lang, game=nxt)
    elif mix.hands_left == 1:
        when = tr("mix.next_in_one", lang, game=nxt)
    else:
        when = tr("mix.next_in", lang, game=nxt, hands=mix.hands_left)
    return [tr("mix.now", lang, game=game_name(mix.game, lang)), when]
