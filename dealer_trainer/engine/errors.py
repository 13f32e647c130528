"""One family of errors for the engine, all ValueError subclasses (python-chess style), and
the `can_*` of every verify/can/do trio (`can_do`), written once here."""

from __future__ import annotations

from collections.abc import Callable


class EngineError(ValueError):
    """Base of every error the engine raises for refused input."""


class CardError(EngineError):
    """A card or card list that does not parse, or a card that appears twice."""


class InvalidOperation(EngineError):
    """An operation that cannot be done at all in the current state (empty deck, no such seat)."""

    def __init__(self, message: str, *, key: str = "invalid", **params: object) -> None:
        super().__init__(message)
        self.key = key
        self.params = params


class IllegalBet(EngineError):
    """A player decision that the betting rules do not allow."""


def can_do(verify: Callable[..., object], *args: object) -> bool:
    """The `can_*` of a trio: does its `verify_*` pass?"""
    try:
        verify(*args)
    except EngineError:
        return False
    return True


def why_not(verify: Callable[..., object], *args: object) -> InvalidOperation | None:
    """The reason a trio's `verify_*` gives for no (its message key and parameters), or None
    when it passes: what the arbiter tells a trainee the table refuses (`arbiter/refused.py`)."""
    try:
        verify(*args)
    except InvalidOperation as e:
        return e
    return None
