#!/usr/bin/env python3
"""Screenshots of the menu's "Assigned to you" and "Due today" (issue 30), and of the menu
that opens them, in every language: for a person to look at.

    python bench/shots_assigned.py [--out DIR] [--langs en,ro,pt,el,mk] [--sizes 1280x800]

The records are bench/shots.py's (Ana's clean and broken basic-deal), a month back, and
four assignments for Ana: a skill, a drill (passed since), a free-deal audition, one
overdue drill; "Due today" is read as of now.
"""

from __future__ import annotations

import sys
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))

from shots import main  # noqa: E402


def assigned(app: Any) -> None:
    from dealer_trainer.gui.scenes.assigned import AssignedScene
    from dealer_trainer.progress import ProgressStore
    from dealer_trainer.progress import assignments as A

    today = datetime.now().astimezone().date()
    with ProgressStore.open(app.data_dir) as store:
        if not A.assignments(store):
            set_at = datetime.now(UTC) - timedelta(days=40)
            for kind, target, days in [("skill", "side-pots", 2), ("drill", "basic-deal", 4),
                                       ("audition", "", 7), ("drill", "premature-turn", -3)]:
                A.add_assignment(store, kind=kind, target=target, trainee="Ana",
                                 due=today + timedelta(days), today=today - timedelta(30),
                                 now=set_at, drill_ids=("basic-deal", "premature-turn"))
    scene = AssignedScene(app)
    app.push(scene)
    scene.wait()


def due(app: Any) -> None:
    from dealer_trainer.gui.scenes.due_today import DueScene

    scene = DueScene(app, now=datetime.now(UTC) + timedelta(days=30))
    app.push(scene)
    scene.wait(300)


if __name__ == "__main__":
    sys.exit(main({"menu": lambda app: None, "assigned": assigned, "due": due},
                  Path("/work/shots/s9"), __doc__))
