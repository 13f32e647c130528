"""The engine's no, as the trainee is told it: the reason a `verify_*` gives (`engine.errors.
why_not`), kept when it is one of the refusals the arbiter passes on (`refused.py` and the
`invalid()` helpers it asks); the engine's other reasons are the rules' to judge."""

from __future__ import annotations

from ..engine.errors import InvalidOperation


def said(why: InvalidOperation | None, *keys: str) -> tuple[str, dict[str, object]] | None:
    """`why`'s message key and parameters when its key is one of `keys`, else None."""
    if why is None or why.key not in keys:
        return None
    return why.key, dict(why.params)
