"""A full disk for the tests: `os.fdopen` onto a disk that takes half of what is written and
then refuses the rest with ENOSPC (what the trainer's own writes go through)."""

from __future__ import annotations

import errno
from typing import Any


def full_disk(fdopen: Any) -> Any:
    """`os.fdopen` onto a disk that takes half of what is written, then is full."""

    class Full:
        def __init__(self, f: Any) -> None:
            self.f = f

        def __enter__(self) -> Full:
            return self

        def __exit__(self, *exc: object) -> None:
            self.f.close()

        def write(self, text: str) -> int:
            self.f.write(text[: len(text) // 2])
            self.f.flush()
            raise OSError(errno.ENOSPC, "No space left on device")

        def __getattr__(self, name: str) -> Any:
            return getattr(self.f, name)

    return lambda *a, **kw: Full(fdopen(*a, **kw))
