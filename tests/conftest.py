"""Shared test set-up: no test ever opens a real window or plays a sound."""

import os
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

# Property tests draw the same examples on every run (a CI run must not fail by chance);
# `HYPOTHESIS_PROFILE=explore pytest` searches afresh, with more examples, to find new cases.
# No deadline: a test times nothing (speed is the benches'), and on a loaded machine an example
# over hypothesis's 200 ms failed the engine's property test once (DeadlineExceeded), and
# its too-slow health check is a timing too.
from hypothesis import HealthCheck, settings  # noqa: E402

_UNTIMED = {"deadline": None, "suppress_health_check": [HealthCheck.too_slow]}
settings.register_profile("default", derandomize=True, **_UNTIMED)
settings.register_profile("explore", derandomize=False, max_examples=500, **_UNTIMED)
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "default"))
