"""Show at once, fill in (scenes/later.py): the results screen's frame that opens it builds
only the verdict and the buttons; its long details box comes on the next frame, and a
screenshot (a zero-time update before its only draw) has it too."""

from __future__ import annotations

from gui_driver import open_table, setup_with

from dealer_trainer.gui.scenes.later import Later
from dealer_trainer.gui.scenes.results import ResultsScene


def test_later_is_due_at_the_second_update_or_at_a_zero_time_update() -> None:
    later = Later()  # draw sets nothing (it changes no state): the second update is the one
    assert not later.due(0.016)  # the update of the frame that opens the screen
    assert later.due(0.016) and not later.pending  # the next frame's, after the first draw
    assert not later.due(0.016)  # once only
    settling = Later()
    assert settling.due(0.0)
    settling.reset()
    assert settling.pending


def test_the_results_details_come_on_the_frame_after_the_screen_opens(app, driver) -> None:
    table = open_table(app, setup_with())
    results = ResultsScene(app, table.session)
    app.push(results)
    assert results.details is None and app.lively()
    app.frame(0.016)  # drawn: the verdict, the score, the buttons
    assert results.details is None
    app.frame(0.016)
    assert results.details is not None and not app.lively()
    assert "Violations" in results.details.html_text
    app.resize(1400, 900)  # built again for the new size, filled in again
    assert results.details is None
    app.frame(0.016)
    app.frame(0.016)
    assert results.details is not None


def test_a_screenshot_of_the_results_has_its_details(app) -> None:
    table = open_table(app, setup_with())
    results = ResultsScene(app, table.session)
    app.push(results)
    app.update(0.0)  # as app._screenshot settles the screen before its one draw
    assert results.details is not None
