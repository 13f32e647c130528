"""Dealer Trainer: `python main.py --help` lists the commands."""

import sys

from dealer_trainer.cli import main

if __name__ == "__main__":
    sys.exit(main())
