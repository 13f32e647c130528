"""The trainee's records (SQLite, or a PostgreSQL server), statistics, the instructor's
report and PHH export.

The GUI and the drill runner call `ProgressStore`; nothing here imports pygame.
"""

from .records import Attempt, StoredHand
from .schema import SCHEMA_VERSION
from .stats import Stats
from .store import DEFAULT_TRAINEE, ProgressError, ProgressStore
from .totals import DrillTotal

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
