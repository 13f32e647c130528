"""Write stored hands into a folder, one `.phh` file each; report the ones left out.

The hands may be a stream (`ProgressStore.iter_hands`): each is written as it comes and
nothing is kept of it but a count, so memory stays flat however many there are."""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path

from ..scenarios.userfile import write_text_atomic
from .phh import hand_to_phh
from .records import StoredHand

SKIPPED_KEPT = 100  # the first reasons kept for the message; the rest are counted


@dataclass
class ExportReport:
    written: int = 0
    skipped: list[tuple[str, str]] = field(default_factory=list)  # (which hand, why)
    skipped_count: int = 0
    unverified: int = 0  # written without a PokerKit replay (PokerKit not installed)


def file_name(hand: StoredHand) -> str:
    """`000012-01-Ana-premature-turn.phh`: sorted by attempt, readable, safe on any disk."""
    parts = [
        f"{hand.attempt_id:06d}",
        f"{hand.seq + 1:02d}",
        _slug(hand.trainee),
        _slug(hand.scenario),
    ]
    return "-".join(p for p in parts if p) + ".phh"


def _slug(text: str) -> str:
    return re.sub(r"[^\w]+", "-", text, flags=re.UNICODE).strip("-_")[:40]


def export_phh(hands: Iterable[StoredHand], out_dir: Path) -> ExportReport:
    out_dir.mkdir(parents=True, exist_ok=True)
    report = ExportReport()
    for hand in hands:
        label = f"attempt {hand.attempt_id}, hand {hand.seq + 1} ({hand.trainee}, {hand.scenario})"
        try:
            phh = hand_to_phh(hand)
        except Exception as e:  # one bad record must not stop the others
            report.skipped_count += 1
            if len(report.skipped) < SKIPPED_KEPT:
                report.skipped.append((label, str(e) or type(e).__name__))
            continue
        write_text_atomic(out_dir / file_name(hand), phh.text, sync=False)  # whole, or none
        report.written += 1
        report.unverified += not phh.verified
    return report
