"""The Progress screen shows the figures per mode (learn, practice, audition), in the
trainee's language."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

from dealer_trainer.gui.progress_link import Figures
from dealer_trainer.gui.scenes.progress import summary_html
from dealer_trainer.progress.records import Attempt, StepRecord
from dealer_trainer.progress.stats import compute_stats

T0 = datetime(2026, 12, 3, 9, 0, tzinfo=UTC)


def _attempt(n: int, play_mode: str, mode: str = "drill", passed: bool = True) -> Attempt:
    steps = (StepRecord(1, "shuffle", "ok", kind="shuffle"),
             StepRecord(2, "deal: 4", "violation", "deal.order", kind="deal"))
    return Attempt(n, "Ana", mode, "basic-deal", "seeds", "en", T0 + timedelta(minutes=n),
                   120.0, 90, passed, 0, 1, steps=steps, play_mode=play_mode)


def test_the_progress_summary_has_a_line_per_mode() -> None:
    attempts = [_attempt(1, "learn"), _attempt(2, "audition", "free", False),
                _attempt(3, "audition", "free")]
    html = summary_html(Figures("Ana", compute_stats("Ana", attempts)), "pt")
    assert "Por modo" in html
    assert "Aprender: tentativas: 1 · aprovadas: 1 (100%) · passos certos: 50%" in html
    assert "Praticar: ainda sem tentativas" in html
    assert "Audição: tentativas: 2 · aprovadas: 1 (50%)" in html
    assert "Ritmo em Audição: 30 mãos por hora" in html  # two hands in four minutes
