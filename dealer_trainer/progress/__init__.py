"""The trainee's records (SQLite, or a PostgreSQL server), statistics, the instructor's
report and PHH export.

The GUI and the drill runner call `ProgressStore`; nothing here imports pygame.

The names below are imported when first asked for (PEP 562, as in `scenarios`): a command
that needs only a light module of this package (`drill --data URL` keeps its attempt in
the station's outbox: outbox.py, sender.py) does not pay for the store, its schema and
its statistics (issue 28: at most 40 ms added by `--data`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..lazy import lazy_names

if TYPE_CHECKING:
    from .records import Attempt, StoredHand
    from .schema import SCHEMA_VERSION
    from .stats import Stats
    from .store import ProgressError, ProgressStore
    from .totals import DrillTotal

DEFAULT_TRAINEE = "guest"  # whose records they are when no one is named (records.py)

_WHERE = {
    "Attempt": ".records",
    "StoredHand": ".records",
    "SCHEMA_VERSION": ".schema",
    "Stats": ".stats",
    "ProgressError": ".store",
    "ProgressStore": ".store",
    "DrillTotal": ".totals",
}

__all__ = [
    "DEFAULT_TRAINEE",
    "SCHEMA_VERSION",
    "Attempt",
    "DrillTotal",
    "ProgressError",
    "ProgressStore",
    "Stats",
    "StoredHand",
]


__getattr__ = lazy_names(__name__, _WHERE, globals())
