"""stud-bring-in and stud-first: who starts the action in the stud games (rules
`stud.bring_in`, `razz.bring_in`, `stud.first_to_act`, `razz.first_to_act`, `stud.no_button`).

stud-bring-in. Question: the game (`stud`, `stud8` for stud hi-lo, `razz`) and each player's
door card, by seat. Answer: the seat that brings it in. About half the questions put the
bring-in's rank on two doors or more (TIE_SHARE), so that the suit decides: clubs, diamonds,
hearts, spades from low to high; in stud the lowest card, the ace high; in razz the highest,
the ace low.

stud-first. Question: the game, the street (fourth to seventh), the house (`roberts` or `tda`)
and each live player's upcards, by seat. Answer: the seat that acts first: the high board in
stud and stud hi-lo, the low board in razz. Tied boards go to the first seat clockwise from the
dealer (`roberts`) or to the high card by suit (`tda`), so a third of the questions are ties
(TIE_SHARE_FIRST) and, on fourth street, a third of the rest show an open pair.

The keys are `engine.stud_order`'s, with the house's `stud_first_tie_by_suit`.
"""

from __future__ import annotations

import random
from typing import Any

from ..engine.cards import FULL_DECK, Card
from ..engine.preset import PRESETS, HouseRules
from ..engine.stud_order import bring_in, first_to_act
from ..engine.variant import row
from .model import NUMBER, AnswerError, Question

GAMES = {"stud": "stud", "stud8": "stud-hilo", "razz": "razz"}  # a question's game: variant
HOUSES = ("roberts", "tda")
STREETS = {"fourth": 2, "fifth": 3, "sixth": 4, "seventh": 4}  # street: upcards showing
TIE_SHARE = 0.5
TIE_SHARE_FIRST = 1 / 3
PAIR_SHARE = 1 / 3
SEATS = range(1, 9)  # stud.table_size: 2 to 8 players


def _seats(rng: random.Random, least: int = 2) -> list[int]:
    return sorted(rng.sample(SEATS, rng.randint(least, 8)))


def _low_rank(card: Card) -> int:
    return 0 if card.rank == 12 else card.rank + 1


def _door_cards(rng: random.Random, game: str, seats: list[int]) -> dict[int, Card]:
    """One door card a seat; with TIE_SHARE, the bring-in's rank on two or more of them."""
    cards = rng.sample(FULL_DECK, len(seats))
    if rng.random() < TIE_SHARE:
        # the rank that brings in: the lowest in stud (ace high), the highest in razz (ace low)
        if row(GAMES[game]).low_order:  # razz
            rank = max(cards, key=_low_rank).rank
        else:
            rank = min(c.rank for c in cards)
        others = [c for c in FULL_DECK if c.rank == rank and c not in cards]
        free = [i for i, c in enumerate(cards) if c.rank != rank]
        n = min(len(others), len(free), rng.randint(1, 2))
        spots = rng.sample(free, n)
        for i, card in zip(spots, rng.sample(others, n), strict=True):
            cards[i] = card
    return dict(zip(seats, cards, strict=True))


def tied_doors(doors: dict[int, Card], seat: int) -> bool:
    """Whether the suit decided: another door of the bring-in's rank."""
    return sum(c.rank == doors[seat].rank for c in doors.values()) > 1


def generate_bring_in(rng: random.Random, qid: str) -> Question:
    game = rng.choice(sorted(GAMES))
    doors = _door_cards(rng, game, _seats(rng))
    data: dict[str, Any] = {"game": game, "doors": {str(s): c.code for s, c in doors.items()}}
    return Question(qid, "stud-bring-in", data, bring_in(GAMES[game], doors))


def _boards(
    rng: random.Random, variant: str, seats: list[int], up: int, how: str
) -> dict[int, list[Card]]:
    """The seats' boards of `up` cards: at random; `tie`: another board made of the same
    ranks as the one that acts first, in other suits; `pair`: one board, or two, an open pair
    (fourth street)."""
    deck = list(FULL_DECK)
    rng.shuffle(deck)
    boards = {s: [deck.pop() for _ in range(up)] for s in seats}
    if how == "tie":
        first = first_to_act(variant, boards)
        seat = rng.choice([s for s in seats if s != first])
        _copy_ranks(rng, boards, seat, boards[first])
    elif how == "pair":
        for seat in rng.sample(seats, min(len(seats), rng.randint(1, 2))):
            board = boards[seat]
            twin = [c for c in FULL_DECK if c.rank == board[0].rank and not _dealt(boards, c)]
            if twin:
                board[1] = rng.choice(twin)
    return boards


def _dealt(boards: dict[int, list[Card]], card: Card) -> bool:
    return any(card in b for b in boards.values())


def _copy_ranks(
    rng: random.Random, boards: dict[int, list[Card]], seat: int, model: list[Card]
) -> None:
    """`seat`'s board made the same ranks as `model`, each card of a suit not dealt yet."""
    old = boards[seat]
    boards[seat] = []
    new: list[Card] = []
    for card in model:
        free = [
            c for c in FULL_DECK if c.rank == card.rank and not _dealt(boards, c) and c not in new
        ]
        new.append(rng.choice(free) if free else card)
    if len(set(new)) == len(new) and not any(_dealt(boards, c) for c in new):
        boards[seat] = new
    else:  # no free suit for one of the ranks: the board as it was
        boards[seat] = old


def generate_first(rng: random.Random, qid: str) -> Question:
    game = rng.choice(sorted(GAMES))
    street = rng.choice(list(STREETS))
    house = rng.choice(HOUSES)
    seats = _seats(rng, 2)
    roll = rng.random()
    how = "tie" if roll < TIE_SHARE_FIRST else "random"
    if how == "random" and street == "fourth" and rng.random() < PAIR_SHARE:
        how = "pair"
    boards = _boards(rng, GAMES[game], seats, STREETS[street], how)
    data: dict[str, Any] = {
        "game": game,
        "street": street,
        "house": house,
        "boards": {str(s): [c.code for c in b] for s, b in boards.items()},
    }
    by_suit = PRESETS[HouseRules(house)].stud_first_tie_by_suit
    key = first_to_act(GAMES[game], boards, ties_by_suit=by_suit)
    return Question(qid, "stud-first", data, key)


def parse_seat(raw: object) -> int:
    """A seat's number, 1 to 8 (as a number or typed)."""
    text = str(raw).strip().lower().removeprefix("seat").strip()
    if isinstance(raw, bool) or not NUMBER.fullmatch(text) or int(text) not in SEATS:
        raise AnswerError(f"the answer is a seat, 1 to 8, not {raw!r}")
    return int(text)


def answer_seat(answer: int) -> int:
    return answer
