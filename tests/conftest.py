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
from hypothesis import settings  # noqa: E402

settings.register_profile("default", derandomize=True)
settings.register_profile("explore", derandomize=False, max_examples=500)
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "default"))
