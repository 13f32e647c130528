"""Intents -> trainee actions, with the few two-click gestures (pot then seat, tool then seat).

Pure (no pygame): it reads the snapshot only to fill in what a click leaves implicit (which
street the board click turns, which blind the spot takes, which pot P picks), from the steps
the procedure table owes now (`TableSnapshot.due`, the arbiter's `expected()`; the street as
the snapshot's `board_turns`: no street table here, a game's streets are its row's). It never
decides whether an action is right: the arbiter judges everything it is sent.

An action is returned whole, a `TraineeAction` built where the gesture ends (no script form
parsed back).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from ..arbiter.actions import TraineeAction
from ..arbiter.procedure import Phase
from ..arbiter.snapshot import TableSnapshot
from . import intents as I
from .pot_halves import is_cut, loose, pieces, targets
from .race_controls import race_action
from .stud_controls import stud_action
from .variants import split

# what the table sends its session (ports.Sendable): a trainee action, built whole
ActionItem = TraineeAction

TOOLS = ("award", "replace_exposed", "return_extra", "move_button", "post", "kill_hand")


# intents that always mean the same action, whatever the table shows
FIXED_WORDS: dict[type[I.Intent], str] = {
    I.Shuffle: "shuffle",
    I.SetAside: "set_aside",
    I.PickSetAside: "set_aside",
    I.Cut: "cut",
    I.LetAct: "wait",
    I.Collect: "collect",
    I.ColorUpPot: "color_up_pot",
    I.Burn: "burn",
    I.Showdown: "showdown",
    I.DeclareMisdeal: "misdeal",
    I.ScrambleFlop: "scramble_flop",
    I.VoidHand: "void_hand",
    I.CallFloor: "call_floor",
    I.FixBlinds: "fix_blinds",
    I.Scrap: "scrap",
    I.BurnExposed: "burn_exposed",
    I.ReturnBurn: "return_burn",
    I.ReturnLastBoard: "return_board",
}


def blinds_due(snap: TableSnapshot) -> list[str]:
    """The blinds the table owes now, in its order (`due`: the small, the big, the straddle,
    then a player coming in's posts)."""
    return [str(a.blind) for a in snap.due if a.name == "post" and a.blind]


def blind_for_spot(snap: TableSnapshot | None, seat: int) -> str:
    """The blind a click on `seat`'s spot posts: the next one the table owes from that seat
    (`due`: his blind, his ante, a returning player's posts, in turn), else the next one it
    owes (with no snapshot yet, the small blind; with none owed, the big)."""
    if snap is None:
        return "small"
    mine = next((str(a.blind) for a in snap.due if a.name == "post" and a.seat == seat
                 and a.blind), None)
    if mine is not None:
        return mine
    due = blinds_due(snap)
    return due[0] if due else "big"


def said_post(snap: TableSnapshot | None, seat: int, blind: str) -> TraineeAction:
    """A post as the dealer says it: with the amount the table's `due` gives for that post
    from that seat (the arbiter's: at a tournament's table with levels, the blind, dead
    small, ante or big blind's ante, a short stack's whole stack; tournament.level_change:
    a level's first hand names its posts); elsewhere, or a post the table does not owe,
    no amount."""
    owed = next((a for a in snap.due if a.name == "post" and (a.seat, a.blind) == (
        seat, blind)), None) if snap is not None else None
    return TraineeAction("post", seat=seat, blind=blind,
                         amount=owed.amount if owed is not None else None)


def first_due(snap: TableSnapshot | None, order: list[tuple[int, str | None]]) -> int:
    """Where P starts: at the push the table owes first (award.side_first: the last side pot
    made), else at the first of `order`."""
    owed = next(((a.pot or 0, a.half) for a in snap.due if a.name == "award"), None) if (
        snap is not None) else None
    return order.index(owed) if owed in order else 0


def open_pots(snap: TableSnapshot) -> list[int]:
    return [p.index for p in snap.pots if not p.awarded_to]


@dataclass(slots=True)
class Controller:
    """The pending two-click gesture, if any, and the seats picked for a split."""

    straddle: bool = False  # the table has a straddle: its post button shows
    tool: str | None = None
    pot: int = 0
    blind: str | None = None
    picked: list[int] = field(default_factory=list)
    just_shuffled: bool = False  # the last step done was a shuffle: the deck click cuts
    half: str | None = None  # the half of the pot being pushed (a hi-lo pot cut in two)
    cut: set[int] = field(default_factory=set)  # the pots cut in two this hand (pot_halves)
    odd: dict[int, str] = field(default_factory=dict)  # a cut pot's odd chip: the half it is on

    @property
    def busy(self) -> bool:
        return self.tool is not None

    def cancel(self) -> None:
        self.tool = None
        self.blind = None
        self.half = None
        self.picked = []

    def _start(self, tool: str, *, pot: int | None = None, half: str | None = None,
               blind: str | None = None) -> None:
        """Begin a two-click gesture: for a push, the pot (and the half) picked; for a post,
        the blind (the pot picked last stays as it was when none is given)."""
        self.cancel()
        self.tool, self.half, self.blind = tool, half, blind
        if pot is not None:
            self.pot = pot

    def handle(self, intent: I.Intent, snap: TableSnapshot | None) -> ActionItem | None:
        """The action `intent` means now, or None (a gesture was started or nothing to do)."""
        t = self.tool
        if isinstance(intent, (I.Cancel, I.Back)):
            self.cancel()
            return None
        handled, stud = stud_action(self, intent, snap)  # a stud table's gestures
        if handled:
            return stud
        handled, raced = race_action(self, intent, snap)  # a chip race's gestures
        if handled:
            return raced
        if isinstance(intent, (I.PickSeat, I.PickBlindSpot)):
            seat, add = intent.seat, intent.add
            if t is None:
                if (
                    isinstance(intent, I.PickBlindSpot)
                    and snap is not None
                    and snap.phase == Phase.BLINDS
                ):
                    return said_post(snap, seat, blind_for_spot(snap, seat))
                return TraineeAction("deal", seat=seat)
            if t == "award":
                if add or self.picked:
                    if seat in self.picked:
                        self.picked.remove(seat)
                    else:
                        self.picked.append(seat)
                    return None
                return self._finish(self._award([seat], snap))
            if t == "post":
                blind = self.blind or blind_for_spot(snap, seat)
                return self._finish(said_post(snap, seat, blind))
            return self._finish(TraineeAction(t, seat=seat))
        if isinstance(intent, I.Confirm):
            if t == "award" and self.picked:
                return self._finish(self._award(sorted(self.picked), snap))
            if t == "move_button":
                return self._finish(TraineeAction("move_button"))
            return None
        if isinstance(intent, I.PickPot):
            if t != "award" or (self.pot, self.half) != (intent.index, intent.half):
                self._start("award", pot=intent.index, half=intent.half)
            return None  # the same pot (or half) again: the seats picked for a split stay
        if isinstance(intent, I.AwardPot):
            if intent.pot is not None:
                self._start("award", pot=intent.pot)
                return None
            # side pots are pushed first: the last one made; a cut pot half by half
            order = targets(snap, self.cut) if snap is not None else []
            now = (self.pot, self.half)
            i = order.index(now) + 1 if t == "award" and now in order else first_due(snap, order)
            pot, half = order[i % len(order)] if order else (0, None)
            self._start("award", pot=pot, half=half)
            return None
        if isinstance(intent, I.SplitPot):
            self._split(intent.pot, snap)
            return None
        if isinstance(intent, I.PlaceOddChip):
            if intent.pot in self.cut:
                self.odd[intent.pot] = intent.half
            return None
        if isinstance(intent, (I.PickButton, I.MoveButton)):
            if isinstance(intent, I.MoveButton) and intent.seat is not None:
                self.cancel()
                return TraineeAction("move_button", seat=intent.seat)
            self._start("move_button")
            return None
        if isinstance(intent, I.ReplaceExposed):
            if intent.seat is not None:
                return self._finish(TraineeAction("replace_exposed", seat=intent.seat))
            self._start("replace_exposed")
            return None
        if isinstance(intent, I.ReturnExtra):
            if intent.seat is not None:
                return self._finish(TraineeAction("return_extra", seat=intent.seat))
            self._start("return_extra")
            return None
        if isinstance(intent, I.KillHand):
            if intent.seat is not None:
                return self._finish(TraineeAction("kill_hand", seat=intent.seat))
            self._start("kill_hand")
            return None
        if isinstance(intent, I.PostBlind):
            due_blind: str | None = intent.blind
            if due_blind is None and snap is not None:
                due = blinds_due(snap)
                due_blind = due[0] if due else None
            if intent.seat is not None and due_blind is not None:
                return self._finish(said_post(snap, intent.seat, due_blind))
            self._start("post", blind=due_blind)
            return None
        simple = self._simple(intent, snap)
        if simple is not None:
            self.cancel()
        return simple

    def _award(self, seats: list[int], snap: TableSnapshot | None) -> ActionItem:
        """A push of the pot (or of the half) picked; a half with the amount its stack shows."""
        if not self.half:
            return TraineeAction("award", pot=self.pot, to=tuple(seats))
        view = next((p for p in snap.pots if p.index == self.pot), None) if snap else None
        shown = dict(pieces(view, self.cut, self.odd)) if view is not None else {}
        return TraineeAction("award", pot=self.pot, half=self.half, to=tuple(seats),
                             amount=shown.get(self.half))

    def _split(self, pot: int | None, snap: TableSnapshot | None) -> None:
        """Cut a hi-lo pot in two, or join its halves (Shift+P, the mark under the pot): the
        pot being pushed, else the next to push; with one of its halves picked and its odd
        chip loose, the odd chip onto that half instead. A pot with a half pushed stays cut;
        a game not split has no halves."""
        if snap is None or not split(snap.variant):
            return
        if pot is None:
            pot = self.pot if self.tool == "award" else max(open_pots(snap), default=None)
        view = next((p for p in snap.pots if p.index == pot), None)
        if view is None or view.awarded_to or view.halves_pushed:
            return
        on = self.half if self.tool == "award" and self.pot == view.index else None
        if on and loose(view, self.cut, self.odd):  # a half picked: the odd chip onto it
            self.odd[view.index] = on
            return
        self.cut ^= {view.index}
        self.odd.pop(view.index, None)
        if self.tool == "award" and self.pot == view.index:  # the push goes on, by halves
            self.half = "high" if is_cut(view, self.cut) else None
            self.picked = []

    def new_hand(self) -> None:
        """A new hand: nothing pending, no pot cut."""
        self.cancel()
        self.cut = set()
        self.odd = {}

    def _finish(self, action: ActionItem) -> ActionItem:
        self.cancel()
        return action

    def _simple(self, intent: I.Intent, snap: TableSnapshot | None) -> ActionItem | None:
        word = FIXED_WORDS.get(type(intent))
        if word is not None:
            return TraineeAction(word)
        if isinstance(intent, I.DealTo):
            return TraineeAction("deal", seat=intent.seat)
        if isinstance(intent, I.PickDeck):
            cut = self.just_shuffled or (snap is not None and snap.phase == Phase.CUT)
            return TraineeAction("cut" if cut else "shuffle")
        if isinstance(intent, I.TurnBoard):
            if intent.street:
                return TraineeAction(intent.street)
            if snap is None:
                return None
            # the street the arbiter names (`board_turns`); after the last one, the round's
            # street again: the arbiter says why not
            return TraineeAction(str(snap.board_turns or snap.street))
        if isinstance(intent, I.ReturnToDeck):
            return TraineeAction("return_to_deck", zones=(intent.zone,))
        return None

    def prompt_key(self) -> tuple[str, dict[str, object]] | None:
        """The i18n key (and parameters) that tells the trainee what the pending gesture needs."""
        if self.tool is None:
            return None
        if self.tool == "award":
            if self.picked:
                return ("table.tool.split", {})
            if self.half:
                return (f"table.tool.award_{self.half}", {"pot": self.pot})
            return ("table.tool.award", {"pot": self.pot})
        if self.tool == "post":
            return ("table.tool.post", {"blind": self.blind or ""})
        return (f"table.tool.{self.tool}", {})
