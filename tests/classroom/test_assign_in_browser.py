"""An assignment made in the class page, in Debian's headless Chromium (driven by Selenium
through Debian's chromedriver, tests/progress/browser.py, as the other browser tests),
appears in the station's "Assigned to you", read through the same code the menu uses
(gui/scenes/assigned.read_assigned); a post the page did not make is refused. With
DEALER_TRAINER_SHOTS set, the class page (assignments, due practice) and the live report
are saved there at 1280x800 and 1024x768, in English and Greek."""

from __future__ import annotations

import json
import os
import time
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest
from browser import MISSING, Browser, browser_paths
from progress_samples import make_result
from serving import PASSWORD, classroom

from dealer_trainer.progress import ProgressStore

pytestmark = pytest.mark.skipif(browser_paths() is None, reason=MISSING)
TRAINEES = ("Ana Popescu", "Bogdan Ionescu", "Δημήτρης Π.", "Марија С.")


def _fill(school: str) -> None:
    long_ago = datetime.now(UTC) - timedelta(days=40)
    with ProgressStore.open(school) as store:
        for i, name in enumerate(TRAINEES):
            for k in range(3):
                broken = [(9, "deal.order")] if (i + k) % 2 else []
                store.record_attempt(name, make_result("basic-deal", violations=broken,
                                                       passed=not broken),
                                     started_at=long_ago + timedelta(days=k * 9 + i))
            store.record_attempt(name, make_result("button-moves", passed=i % 2 == 0,
                                                   violations=[] if i % 2 == 0 else
                                                   [(4, "burn.before_each_street")]),
                                 started_at=long_ago + timedelta(days=30 - i * 6))


def test_an_assignment_made_in_the_page_reaches_the_stations_menu(school: str) -> None:
    from dealer_trainer.gui.scenes.assigned import read_assigned

    _fill(school)
    tomorrow = str(datetime.now().astimezone().date() + timedelta(1))
    with classroom(school, host="0.0.0.0") as port:
        browser = Browser()
        try:
            base = f"http://127.0.0.1:{port}"
            browser.goto(base + "/")
            browser.submit(f"""document.querySelector('input[name=password]').value =
                {json.dumps(PASSWORD)}; document.querySelector('form.login').submit();""")
            assert browser.evaluate("location.pathname") == "/"
            # "Practice due" is read off the records' lock: until every trainee's schedule
            # is read the section says so, and the page's script asks /due again
            # (no page is loaded meanwhile: a section complete here was completed in place)
            incomplete = "document.querySelector('#due .due-reading') !== null"
            print("due section incomplete at load:", browser.evaluate(incomplete))
            deadline = time.monotonic() + 60
            while browser.evaluate(incomplete):
                assert time.monotonic() < deadline, "the due section never completed"
                time.sleep(0.2)
            rows = browser.evaluate("[...document.querySelectorAll('#due tr[data-trainee]')]"
                                    ".map(tr => tr.dataset.trainee)")
            assert sorted(rows) == sorted(TRAINEES), rows
            forged = browser.fetch_status(
                "/assign", "what=drill%3Abasic-deal&due=2099-01-01&csrf=forged")
            assert forged == 403
            browser.submit(f"""(() => {{ const f = document.querySelector('form.assign');
                f.what.value = 'drill:basic-deal'; f.trainee.value = 'Ana Popescu';
                f.due.value = {json.dumps(tomorrow)};
                f.querySelector('button[type=submit]').click(); }})()""")
            browser.submit("""(() => { const f = document.querySelector('form.assign');
                f.what.value = 'skill:pot-limit';
                f.querySelector('button[type=submit]').click(); })()""")  # the whole class
            flash = browser.evaluate("document.querySelector('.flash').textContent")
            assert flash.startswith("Assigned: Skill: ")
            cells = browser.evaluate("""[...document.querySelectorAll('td.state')]
                .map(td => td.dataset.trainee + '=' + td.textContent)""")
            assert "Ana Popescu=not yet" in cells and cells.count("Ana Popescu=not yet") == 2
            assert browser.console_errors() == []
            read = read_assigned(school, "Ana Popescu", datetime.now().astimezone().date(),
                                 (), "en")
            # in order of their dates: the skill's is the form's own, today
            assert [e.text for e in read.entries] == [
                "Skill: Pot count (pot limit)", "Drill: basic-deal"]  # no library: the id
            assert [(e.kind, e.target) for e in read.entries] == [
                ("skill", "pot-limit"), ("drill", "basic-deal")]
            other = read_assigned(school, "Bogdan Ionescu", datetime.now().date(), (), "en")
            assert [e.target for e in other.entries] == ["pot-limit"]  # not Ana's own
            shots = os.environ.get("DEALER_TRAINER_SHOTS")
            if shots:
                Path(shots).mkdir(parents=True, exist_ok=True)
                for lang in ("en", "el"):
                    for w, h in ((1280, 800), (1024, 768)):
                        browser.goto(f"{base}/?lang={lang}")
                        browser.evaluate("window.scrollTo(0, document.body.scrollHeight)")
                        browser.shot(Path(shots) / f"assignments-{lang}-{w}x{h}.png", w, h)
                        browser.goto(f"{base}/report?lang={lang}")
                        browser.shot(Path(shots) / f"report-{lang}-{w}x{h}.png", w, h)
        finally:
            browser.close()
