"""`python -m dealer_trainer ...`: the same command line as `dealer-trainer` and main.py."""

import sys

from dealer_trainer.cli import main

if __name__ == "__main__":
    sys.exit(main())
