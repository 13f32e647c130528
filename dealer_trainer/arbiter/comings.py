"""Players coming and going between hands (RULES.md "Across hands": seat.sit_out,
blinds.missed, seat.join): who is dealt in each hand, who is held off or waits for the big
blind, what each owes, and what he posts besides the table's blinds.

Pure: a `Roster` is who is away and who is back (or new) and not yet dealt in, at one hand;
`lay_out` places the button and the blinds for it with `seating.next_places` (the one
next-hand path), holding a player who comes in off the button and the small blind
(`seat.join`) and giving a waiting player the big blind when it reaches him
(`button.moving` step 3). `Comings` is what the arbiter keeps from hand to hand.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING

from ..engine import ops
from ..engine.preset import ButtonRule
from .seating import Places, missed, next_places, passes

if TYPE_CHECKING:
    from .actions import TraineeAction
    from .arbiter import Arbiter
    from .setup import DrillSetup

# how a player comes in: back (owed, wait), new at a cash table (big, wait), at a tournament
OWED, WAIT, BIG, PLAY = "owed", "wait", "big", "play"


@dataclass(frozen=True, slots=True)
class Roster:
    """At one hand: the seats away (sitting out, cash) or absent (tournament: dealt in, his
    hand killed, seat.absent), empty (a new player not yet seated, one who left), and the
    players back (`back`) or new (`new`) who have not been dealt in since, and how they
    come in."""

    away: frozenset[int] = frozenset()
    back: tuple[tuple[int, str], ...] = ()  # (seat, owed | wait): blinds.missed
    new: tuple[tuple[int, str], ...] = ()  # (seat, big | wait | play): seat.join
    empty: frozenset[int] = frozenset()
    absent: frozenset[int] = frozenset()

    @classmethod
    def first(cls, setup: DrillSetup) -> Roster:
        """Hand 1: the seats sitting out (absent), those back at hand 1 (`owes` without
        `sitting_out`: `posts`), and the seats of players who join later, empty."""
        out = setup.sitting_out
        if setup.config.tournament:
            return cls(empty=setup.later_seats()).at(setup, 1)._absent(out)
        return cls(away=out, empty=setup.later_seats()).at(setup, 1)

    def _absent(self, seats: Iterable[int]) -> Roster:
        return replace(self, absent=self.absent | frozenset(seats))

    def at(self, setup: DrillSetup, hand: int) -> Roster:
        """This roster with hand `hand`'s events applied (`between_hands:`: a seat sitting
        out or absent, leaving, coming back, a new player)."""
        away, back, new = set(self.away), dict(self.back), dict(self.new)
        empty, absent = set(self.empty), set(self.absent)
        tournament = setup.config.tournament
        for n, seat in setup.sit_outs:
            if n == hand:
                (absent if tournament else away).add(seat)
                back.pop(seat, None)
        for n, seat in setup.leaves:
            if n == hand:
                empty.add(seat)
        for n, seat, posts in setup.backs:
            if n == hand:
                away.discard(seat)
                absent.discard(seat)
                if not tournament:  # a tournament player back simply plays
                    back[seat] = posts
        for n, seat, posts in setup.joins:
            if n == hand:
                empty.discard(seat)
                new[seat] = PLAY if tournament else posts
        return Roster(frozenset(away), tuple(sorted(back.items())), tuple(sorted(new.items())),
                      frozenset(empty), frozenset(absent))

    def dealt(self, seats: Iterable[int]) -> Roster:
        """After a hand: those dealt in are back (or new) no more."""
        dealt = set(seats)
        return replace(self, back=tuple(b for b in self.back if b[0] not in dealt),
                       new=tuple(n for n in self.new if n[0] not in dealt))

    def comes(self, seat: int) -> str | None:
        return dict(self.back).get(seat) or dict(self.new).get(seat)


def lay_out(method: ButtonRule, last: Places | int, seated: Sequence[int],
            roster: Roster) -> tuple[Places, str]:
    """The hand's button and blinds and the players dealt in, from the seats with chips
    (`seated`) and the roster, after a hand laid out as `last` (or, for a drill's first
    hand, the seat of the disc), and the rule that puts the disc there. A player coming in
    is counted ready; if he would then hold the button or the small blind, the hand is laid
    out without him (`seat.join`, the rule then). A waiting player is dealt in only when the
    big blind would pass his seat: he posts it (`button.moving` 3).

    At a table heads-up without them (fewer than three players dealt in but for those
    coming in; inferred, RULES.md is silent): heads-up the button is the small blind, and
    the next hand's big blind never reaches a seat between the two (three-handed after a
    heads-up hand, the disc's next seat is his or the small blind's by turns), so a waiting
    player does not wait: he comes in as one who posts (`Comings.posts`: what he owes, or a
    new player's big blind). Each of them is dealt in at once on the button, posting, or in
    the big blind; in the small blind he is held off (never dealt in on a blind owing), and
    the next hand, the heads-up disc having moved, puts him on the button: he is dealt in
    within two hands. Two players only, one coming in: he takes the big blind
    (`_headsup_big`). Every player coming in (nobody left who was dealt in): the game starts
    afresh (`afresh`), everyone dealt in where the method puts him, nobody held off."""
    waiting = {s for s, how in (*roster.back, *roster.new) if how == WAIT}
    coming = {s for s, how in (*roster.back, *roster.new) if how not in (WAIT, PLAY)}
    playing = {s for s, how in roster.new if how == PLAY}  # a tournament's new player
    seated = [s for s in seated if s not in roster.empty]
    ready = [s for s in seated if s not in roster.away and s not in waiting]
    everyone = [s for s in seated if s not in roster.away]
    if afresh(roster, everyone):  # nobody to hold off for: the blinds fall where they fall
        return _place(method, last, everyone)
    headsup = len([s for s in ready if s not in coming]) < 3 and bool(waiting | coming)
    if headsup:  # heads-up without them: nobody waits, each comes in posting
        ready = [s for s in seated if s not in roster.away]
        coming |= waiting
        waiting = set()
    places, rule, players = _hold(method, last, ready, coming, playing, headsup)
    if headsup:
        return _headsup_big(places, coming), rule
    reached = [s for s in seated if s in waiting and passes(places.small, places.big, s)]
    if reached:
        big = min(reached, key=lambda s: (s - places.small) % 10)
        places = Places(places.button, places.small, big, tuple(sorted({*players, big})))
    return places, rule


def afresh(roster: Roster, players: Iterable[int]) -> bool:
    """Every one of `players` (two or more) is coming in at a cash table, back or new: no
    player is left who was dealt in before them, so the game starts afresh, as a new game
    does (*inferred*; RULES.md is silent: blinds.missed and seat.join make a player coming
    in catch up with the players who paid the blinds while he was out, and none is here).
    Nobody is held off the button or the small blind, nobody waits, nobody owes: each is
    dealt in where the method puts him and posts only the blind of his seat. (Two players
    both coming in: one of them must be the button and the small blind; holding him off
    would leave no game, and dealing him in there owing would have him post two blinds.)"""
    cash = {s for s, how in (*roster.back, *roster.new) if how != PLAY}
    seats = list(players)
    return len(seats) >= 2 and all(s in cash for s in seats)


def _headsup_big(places: Places, coming: set[int]) -> Places:
    """Two players, one coming in (nobody else left to play): he is never dealt in on a
    blind owing, so he takes the big blind and the other the button and the small blind
    (headsup.transition: the other did not post the big blind on the last hand, or the
    transition would have given it to the one coming in already)."""
    if len(places.players) != 2 or places.small not in coming or places.big in coming:
        return places
    return Places(places.big, places.big, places.small, places.players)


def _hold(method: ButtonRule, last: Places | int, ready: list[int], coming: set[int],
          playing: set[int], headsup: bool = False) -> tuple[Places, str, list[int]]:
    """The places with the `ready` players, those coming in who would hold the button or the
    small blind (at a tournament: sit between the button and the small blind) left out; at a
    table heads-up without them (`headsup`), those who would hold the small blind only."""
    held: set[int] = set()
    while True:
        players = [s for s in ready if s not in held]
        places, rule = _place(method, last, players)
        # (on the disc, in the small blind, or between them: a dead button's small blind is
        # behind the seat after the disc, and he waits for the disc to pass him, seat.join)
        now = {s for s in coming & set(players) if s == places.small
               or s == places.button and not headsup
               or passes(places.button, places.small, s)}
        now |= {s for s in playing & set(players) if passes(places.button, places.small, s)}
        if not now or len(players) - len(now) < 2:
            break
        held |= now
    return places, "seat.join" if held else rule, players


def _place(method: ButtonRule, last: Places | int, players: Sequence[int]) -> tuple[Places, str]:
    if isinstance(last, int):  # a drill's first hand: the disc where the table puts it
        return Places.around(last, players), "button.move"
    return next_places(method, last, players)


@dataclass(frozen=True, slots=True)
class Comings:
    """What the arbiter keeps from hand to hand: this hand's roster, the seats with chips
    not dealt in this hand (sitting out, waiting, held off), and what each seat owes."""

    roster: Roster = field(default_factory=Roster)
    out: frozenset[int] = frozenset()
    owed: Mapping[int, tuple[str, ...]] = field(default_factory=dict)

    def started(self, places: Places) -> Comings:
        """The hand laid at `places`: where every player dealt in is coming in (`afresh`),
        they are back or new no more and owe nothing (no missed-blind marker, no post
        besides their seats' blinds); otherwise as it was."""
        if not afresh(self.roster, places.players):
            return self
        dealt = set(places.players)
        return Comings(self.roster.dealt(dealt), self.out,
                       {s: k for s, k in self.owed.items() if s not in dealt})

    def settle(self, places: Places, setup: DrillSetup, hand: int) -> Comings:
        """After hand `hand`, laid out at `places`: a player dealt in has paid what he owed
        (he posted it, or the big blind cleared it); each blind that passed a seat not dealt
        in is added to what it owes (blinds.missed; a new player who waits owes nothing);
        the roster of the next hand (`next_roster`)."""
        owed = {s: k for s, k in self.owed.items() if s not in places.players}
        new = {s for s, _ in self.roster.new}
        return Comings(self.next_roster(places, setup, hand), self.out,
                       missed(places, self.out - new, owed))

    def next_roster(self, places: Places, setup: DrillSetup, hand: int) -> Roster:
        """The roster of hand `hand` + 1, this one laid out at `places`: its events applied
        the moment this hand's last pot is pushed."""
        return self.roster.dealt(places.players).at(setup, hand + 1)

    def posts(self, places: Places) -> list[tuple[int, str, str]]:
        """What this hand's players coming in post besides the table's blinds: (seat, kind,
        rule). Back: the big blind he owes live, the small dead (blinds.missed); new: a big
        blind, live (seat.join). In the big blind's seat, the big blind is all he posts. A
        waiting player dealt in elsewhere came in at a table heads-up without him (`lay_out`)
        and posts as one who chose to."""
        out = []
        new = dict(self.roster.new)
        for seat in places.players:
            how = self.roster.comes(seat)
            if how is None or seat == places.big:
                continue
            if how == WAIT:
                how = BIG if seat in new else OWED
            if how == BIG:
                out.append((seat, "big", "seat.join"))
            elif how == OWED:
                kinds = self.owed.get(seat, ())
                out += [(seat, "big", "blinds.missed")] if "big" in kinds else []
                out += [(seat, "dead_small", "blinds.missed")] if "small" in kinds else []
        return out


# a post of the wrong kind by a player coming in: what he owes, by the kinds he posts
OWES_KEYS = {
    ("blinds.missed", "big", "dead_small"): "blinds.missed.owes_both",
    ("blinds.missed", "big"): "blinds.missed.owes_big",
    ("blinds.missed", "dead_small"): "blinds.missed.owes_small",
    ("seat.join", "big"): "seat.join.owes_big",
}
# a card to, or a post from, a seat not dealt in: by the rule it breaks and the step
NOT_DEALT_KEYS = {
    ("seat.sit_out", "deal"): "seat.sit_out.deal",
    ("seat.sit_out", "post"): "seat.sit_out.post",
    ("blinds.missed", "deal"): "blinds.missed.deal",
    ("blinds.missed", "post"): "blinds.missed.post",
    ("seat.join", "deal"): "seat.join.deal",
    ("seat.join", "post"): "seat.join.post",
}
BEFORE_DEAL_KEYS = {"blinds.missed": "blinds.missed.before_deal",
                    "seat.join": "seat.join.before_deal",
                    "blinds.ante": "blinds.ante.before_deal",
                    "blinds.big_blind_ante": "blinds.ante.before_deal"}


def posts_owed(arb: Arbiter) -> list[tuple[int, str, str]]:
    """This hand's posts beside the blinds not yet made: (seat, kind, rule); the antes
    last (blinds.ante: each player dealt in; blinds.big_blind_ante: the big blind's, for
    the table), each while his chips reach past his blind (big blind first)."""
    h = arb.hand
    done = h.extra_posts
    owed = [p for p in arb.comings.posts(arb.places) if (p[0], p[1]) not in done]
    cfg = h.config
    if cfg.ante:
        rule = "blinds.big_blind_ante" if cfg.big_blind_ante else "blinds.ante"
        seats = [h.pos.big] if cfg.big_blind_ante else list(h.occupied)
        owed += [(s, "ante", rule) for s in seats
                 if (s, "ante") not in done and h.post_amount(s, "ante") > 0]
    return owed


def not_dealt_rule(arb: Arbiter, seat: int) -> str:
    """The rule a card to, or a post from, a seat not dealt in this hand breaks: sitting
    out (seat.sit_out), back and held off or waiting (blinds.missed), new (seat.join)."""
    roster = arb.comings.roster
    if seat in dict(roster.new):
        return "seat.join"
    return "blinds.missed" if seat in dict(roster.back) else "seat.sit_out"


def diagnose_post(arb: Arbiter, a: TraineeAction) -> tuple[str, str, dict[str, object]] | None:
    """A post off the book by or for a player coming in: the rule and message, or None for
    the table's own blinds. His posts are the ones `Comings.posts` names, each once; a
    dead small blind from anyone else is owed by nobody."""
    h, seat = arb.hand, a.seat or 0
    if a.blind == "ante":
        cfg = h.config
        if not cfg.ante:
            return "blinds.ante", "blinds.ante.none", {}
        if cfg.big_blind_ante and seat != h.pos.big:
            return "blinds.big_blind_ante", "blinds.big_blind_ante.seat", {"seat": h.pos.big}
        rule = "blinds.big_blind_ante" if cfg.big_blind_ante else "blinds.ante"
        return rule, "blinds.ante.posted", {"seat": seat}
    mine = [p for p in arb.comings.posts(arb.places) if p[0] == seat]
    if mine:
        rule = mine[0][2]
        if (seat, a.blind) in h.extra_posts:
            return rule, "blinds.missed.posted", {"seat": seat}
        return rule, OWES_KEYS[(rule, *(kind for _, kind, _ in mine))], {"seat": seat}
    if a.blind == "dead_small":  # (a big blind from the wrong seat: blinds.big's)
        return "blinds.missed", "blinds.missed.nothing", {"seat": seat}
    return None


def absent_seats(arb: Arbiter) -> frozenset[int]:
    """seat.absent: this hand's absent players, dealt in (a tournament)."""
    return arb.comings.roster.absent & frozenset(arb.places.players)


def kills_owed(arb: Arbiter) -> list[int]:
    """seat.absent: the absent players' hands still to kill, once the deal is complete and
    before the first decision."""
    h = arb.hand
    if any(isinstance(op, ops.PlayerActing) for op in h.log):
        return []
    return [s for s in sorted(absent_seats(arb)) if s in h.live and h.zones.hole[s]]
