"""What the trainee means, independent of how he said it (mouse, key or button).

`input_map` makes these from raw events; scenes act on them and never read key codes.
"""

from __future__ import annotations

from dataclasses import dataclass


class Intent:
    """Base of every intent (a marker; intents are small frozen values)."""

    __slots__ = ()


# --- pointing at the table ---------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class PickSeat(Intent):
    """A seat was clicked (or its number key pressed): deal to it, or the pending tool's target.
    `add`: shift held, to pick several seats for a split pot."""

    seat: int
    add: bool = False


@dataclass(frozen=True, slots=True)
class PickBlindSpot(Intent):
    """The chips' spot in front of a seat: post the blind that is due there."""

    seat: int
    add: bool = False


@dataclass(frozen=True, slots=True)
class PickPot(Intent):
    """A pot (or, `half`, one half of a pot cut in two) picked to be pushed."""

    index: int
    half: str | None = None


@dataclass(frozen=True, slots=True)
class PickButton(Intent):
    """The dealer button was clicked: the next seat picked receives it."""


@dataclass(frozen=True, slots=True)
class PickDeck(Intent):
    """The stub was clicked: shuffle or cut, whichever is due."""


@dataclass(frozen=True, slots=True)
class PickSetAside(Intent):
    """The set-aside zone was clicked: take the premature card out of play."""


# --- dealing actions -------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Shuffle(Intent):
    pass


@dataclass(frozen=True, slots=True)
class Cut(Intent):
    pass


@dataclass(frozen=True, slots=True)
class PostBlind(Intent):
    """Post a blind; `blind` None means the next one due; `seat` None: the next seat picked."""

    blind: str | None = None
    seat: int | None = None


@dataclass(frozen=True, slots=True)
class DealTo(Intent):
    """The top card to a seat; `other`: (stud) with the face its street does not call for."""

    seat: int
    other: bool = False


@dataclass(frozen=True, slots=True)
class LetAct(Intent):
    """Let the player to act decide now (`wait`), without waiting for the bot delay."""


@dataclass(frozen=True, slots=True)
class Collect(Intent):
    pass


@dataclass(frozen=True, slots=True)
class ColorUpPot(Intent):
    """The dealer colours the pot up (pot.chips_kept): Shift+C."""


@dataclass(frozen=True, slots=True)
class Burn(Intent):
    pass


@dataclass(frozen=True, slots=True)
class TurnBoard(Intent):
    """Turn the next street; `street` None: the one that matches the board's card count."""

    street: str | None = None


@dataclass(frozen=True, slots=True)
class Showdown(Intent):
    pass


@dataclass(frozen=True, slots=True)
class AwardPot(Intent):
    """Start pushing a pot (`pot` None: the next one to push, or the next pot if one is picked)."""

    pot: int | None = None


@dataclass(frozen=True, slots=True)
class AwardChip(Intent):
    """A chip race: a new chip from the tray to `seat` (None: the next seat picked), or with
    `raced_out` the not-raced-out chip (gui/race_controls.py)."""

    seat: int | None = None
    raced_out: bool = False


@dataclass(frozen=True, slots=True)
class SplitPot(Intent):
    """Cut a hi-lo pot into its high and low stacks, or join them again (`pot` None: the
    pot being pushed, else the next one to push)."""

    pot: int | None = None


@dataclass(frozen=True, slots=True)
class PlaceOddChip(Intent):
    """A cut pot's odd chip put on one of its stacks (`half`: high or low)."""

    pot: int
    half: str


@dataclass(frozen=True, slots=True)
class MoveButton(Intent):
    seat: int | None = None


# --- corrections ------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class DeclareMisdeal(Intent):
    pass


@dataclass(frozen=True, slots=True)
class ReplaceExposed(Intent):
    seat: int | None = None


@dataclass(frozen=True, slots=True)
class ReturnExtra(Intent):
    seat: int | None = None


@dataclass(frozen=True, slots=True)
class SetAside(Intent):
    stub: bool = False  # stud (Robert's Stud 14): one stub card per player still in


@dataclass(frozen=True, slots=True)
class Scrap(Intent):
    """A boxed card to the muck, from where it lies."""


@dataclass(frozen=True, slots=True)
class KillHand(Intent):
    seat: int | None = None


@dataclass(frozen=True, slots=True)
class ReturnToDeck(Intent):
    zone: str = "board"  # board | set_aside


@dataclass(frozen=True, slots=True)
class ScrambleFlop(Intent):
    pass


@dataclass(frozen=True, slots=True)
class VoidHand(Intent):
    """Every card in, every chip back: the hand starts again (a fouled deck, a button
    misplaced before substantial action)."""


@dataclass(frozen=True, slots=True)
class FixBlinds(Intent):
    """A tournament hand begun at the prior level: every blind and ante brought up to the
    level from each poster's stack (tournament.level_change): Shift+G."""


@dataclass(frozen=True, slots=True)
class CallFloor(Intent):
    """Stop the game and call the floor."""


@dataclass(frozen=True, slots=True)
class BurnExposed(Intent):
    """A board card turned without a burn goes onto the burns (error.missed_burn)."""


@dataclass(frozen=True, slots=True)
class ReturnBurn(Intent):
    """The last card burnt back on top of the stub (error.double_burn)."""


@dataclass(frozen=True, slots=True)
class ReturnLastBoard(Intent):
    """The last board card back on top of the stub (error.double_burn)."""


# --- the program -------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Confirm(Intent):
    pass


@dataclass(frozen=True, slots=True)
class Cancel(Intent):
    pass


@dataclass(frozen=True, slots=True)
class Back(Intent):
    """Esc: cancel what is pending, close an overlay, or go back one screen."""


@dataclass(frozen=True, slots=True)
class AskHint(Intent):
    pass


@dataclass(frozen=True, slots=True)
class ToggleHelp(Intent):
    pass


@dataclass(frozen=True, slots=True)
class ToggleFullscreen(Intent):
    pass


@dataclass(frozen=True, slots=True)
class Resized(Intent):
    w: int
    h: int


@dataclass(frozen=True, slots=True)
class Quit(Intent):
    pass


@dataclass(frozen=True, slots=True)
class Navigate(Intent):
    """Menu navigation by keyboard: dy -1 up / +1 down, dx -1 left / +1 right."""

    dx: int = 0
    dy: int = 0


@dataclass(frozen=True, slots=True)
class OpenMoneyCard(Intent):
    """Money at the table: open the card for `mode` (pots, rake, read; count opens itself)."""

    mode: str


@dataclass(frozen=True, slots=True)
class Rule(Intent):
    """A player's non-standard action: the dealer rules it counts `as` (check, call, bet...)."""

    as_: str


@dataclass(frozen=True, slots=True)
class RuleKey(Intent):
    """The ruling picker's key (F2, F3...): the `index`th choice of the ruling owed now (the
    arbiter's `RulingAsked.choices`), whichever ruling that is."""

    index: int


@dataclass(frozen=True, slots=True)
class PickHand(Intent):
    """Money at the table: a hand picked on the card for a reading (`name`: pair, flush...)."""

    name: str


@dataclass(frozen=True, slots=True)
class Activate(Intent):
    """A widget was pressed; `name` is the command the scene bound to it."""

    name: str


# --- the house procedures (widgets/house_card.py) -----------------------------------------------


@dataclass(frozen=True, slots=True)
class ShuffleStep(Intent):
    """A gesture of a full table's house shuffle: wash, riffle or box (deck.shuffle)."""

    step: str


@dataclass(frozen=True, slots=True)
class Announce(Intent):
    """The dealer places the all-in button (deal.announce) in front of the player all in
    (a bet or raise is said on the announce card: `AnnounceAs`)."""


@dataclass(frozen=True, slots=True)
class AnnounceAs(Intent):
    """The dealer says what the bet was (`bet` or `raise`) with the amount typed on the
    announce card (deal.announce): the trainee says the amount, the arbiter judges it."""

    what: str


@dataclass(frozen=True, slots=True)
class PlaceAllIn(Intent):
    """The all-in button dragged from the announce card onto a player's place (deal.announce,
    TDA RP-1): placed in front of `seat`."""

    seat: int
