"""The trainee's records (SQLite), statistics, the instructor's report and PHH export.

The GUI and the drill runner call `ProgressStore`; nothing here imports pygame.
"""

from .records import Attempt, StoredHand
from .schema import SCHEMA_VERSION
from .stats import Stats
from .store import DEFAULT_TRAINEE, ProgressError, ProgressStore

__all__ = [
    "DEFAULT_TRAINEE",
    "SCHEMA_VERSION",
    "Attempt",
    "ProgressError",
    "ProgressStore",
    "Stats",
    "StoredHand",
]
