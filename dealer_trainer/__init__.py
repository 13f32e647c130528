"""Dealer Trainer: a Texas Hold'em dealer-procedure simulator."""

__version__ = "0.1.0"
