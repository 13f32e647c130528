"""Practice that comes back when it is due (issue 30): each trainee's rules and skills on
FSRS cards, reviewed from the records (a drill attempt reviews each rule at stake in it,
wrong where it broke it; a quick-fire answer reviews its skill). The kept cards (schema
version 12), brought up to date at each reading, equal a replay of every review; the
weakest come first; a rule left alone is forgotten. A fixed "now": no clock."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from pathlib import Path

from progress_samples import make_result

from dealer_trainer.progress import ProgressStore
from dealer_trainer.progress.due import FORGETTING, kept_schedule, schedule, stored_reviews
from dealer_trainer.progress.quiz_records import QuizAnswer, record_answers

T0 = datetime(2026, 3, 2, 9, 0, tzinfo=UTC)
DEAL = ["shuffle", "cut", "post: {seat: 3, blind: small}", "deal: 3"]


def _record(store: ProgressStore, day: int, *, broken: str | None = None) -> None:
    violations = [(9, broken)] if broken else []
    store.record_attempt("Ana", make_result("basic-deal", actions=DEAL, violations=violations,
                                            irregularities=[], passed=not broken),
                         started_at=T0 + timedelta(days=day))


def _same(store: ProgressStore, now: datetime) -> None:
    kept = kept_schedule(store, "ana", now)
    replay = schedule("Ana", stored_reviews(store, "Ana"), now)
    assert [(c.key, c.reviews, c.lapses, c.due_at) for c in kept.cards] == [
        (c.key, c.reviews, c.lapses, c.due_at) for c in replay.cards]
    assert [round(c.retrievability, 9) for c in kept.cards] == [
        round(c.retrievability, 9) for c in replay.cards]


def test_the_kept_cards_equal_a_replay_of_every_review(where: str | Path) -> None:
    with ProgressStore.open(where) as store:
        for day in range(4):
            _record(store, day, broken="deal.order" if day == 1 else None)
        _same(store, T0 + timedelta(days=5))
        for day in range(4, 9):  # read again after more records: only the new are reviewed
            _record(store, day, broken="deal.order" if day == 6 else None)
        record_answers(store, "Ana", [QuizAnswer("pot-limit", "q", right, 4.0,
                                                 T0 + timedelta(days=7, minutes=i))
                                      for i, right in enumerate([True, False, True])])
        _same(store, T0 + timedelta(days=12))
        _same(store, T0 + timedelta(days=12))  # nothing new: the cards are as they were
        cards = {c.key: c for c in kept_schedule(store, "Ana", T0 + timedelta(days=12)).cards}
    assert (cards["deal.order"].reviews, cards["deal.order"].lapses) == (9, 2)
    assert (cards["skill:pot-limit"].reviews, cards["skill:pot-limit"].lapses) == (3, 1)
    assert cards["deck.shuffle"].lapses == 0  # at stake by the shuffle step, never broken


def test_the_rule_broken_is_the_weakest_and_comes_due_first(where: str | Path) -> None:
    with ProgressStore.open(where) as store:
        for day in range(3):
            _record(store, day, broken="deal.order" if day == 2 else None)
        now = T0 + timedelta(days=2, hours=1)
        found = kept_schedule(store, "Ana", now)
    first = found.cards[0]
    assert first.key == "deal.order" and first.lapses == 1
    assert found.due_rules()[0] == "deal.order"  # relearning: due within minutes
    assert all(c.key != "deal.order" for c in found.cards[1:])
    assert all(first.due_at <= c.due_at for c in found.cards)
    assert "deck.shuffle" not in found.due_rules()  # right three days running: not yet due


def test_a_rule_left_alone_is_forgotten_in_time() -> None:
    from dealer_trainer.progress.due import Review

    reviews = [Review("deal.order", True, T0), Review("deal.order", True, T0 + timedelta(1))]
    soon = schedule("Ana", reviews, T0 + timedelta(days=2))
    later = schedule("Ana", reviews, T0 + timedelta(days=400))
    assert soon.forgotten == () and soon.due == ()
    [card] = later.forgotten
    assert card.retrievability < FORGETTING < soon.cards[0].retrievability
    assert later.due_rules() == ["deal.order"]


def test_a_trainee_with_no_records_has_no_cards(where: str | Path) -> None:
    with ProgressStore.open(where) as store:
        assert kept_schedule(store, "Nobody", T0).cards == ()
