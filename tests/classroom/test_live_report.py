"""The class report, live (issue 30): `report --class`'s figures served on the classroom
(`/report`, refreshed by the page itself): the rules the class gets wrong most, a heat map
of trainees against those rules, and the pass rates per drill; the same figures as the
static report's computation (class_report.class_data), read after each new attempt."""

from __future__ import annotations

import re

from progress_samples import make_result
from serving import Client, classroom

from dealer_trainer.i18n import rule_name
from dealer_trainer.progress import ProgressStore
from dealer_trainer.progress.class_report import read_class


def test_the_live_report_shows_the_class_rules_heat_map_and_pass_rates(school: str) -> None:
    with ProgressStore.open(school) as store:
        store.record_attempt("Ana", make_result("basic-deal", violations=[(9, "deal.order")]))
        store.record_attempt("Ana", make_result("basic-deal", passed=True, violations=[]))
        store.record_attempt("Bo", make_result("button-moves",
                                               violations=[(4, "burn.before_each_street")]))
    with classroom(school) as port:
        page = Client(port)
        status, _, html = page.request("GET", "/report?lang=ro")
        assert status == 200 and '<meta http-equiv="refresh" content="30">' in html
        assert "Regulile pe care clasa le greșește cel mai des" in html
        for rule in ("deal.order", "burn.before_each_street"):
            assert f'<th scope="row">{rule_name(rule, "ro")}</th>' in html
        ana = re.search(r'<tr data-trainee="Ana">(.*?)</tr>', html, re.S)
        assert ana is not None and 'class="heat-poor" title="1/2">50<' in ana.group(1)
        bo = re.search(r'<tr data-trainee="Bo">(.*?)</tr>', html, re.S)
        assert bo is not None and 'class="heat-poor" title="1/1">0<' in bo.group(1)
        with ProgressStore.open(school) as store:
            data = read_class(store)
        for d in data.drills:
            row = re.search(rf'<tr data-drill="{d.drill}">(.*?)</tr>', html, re.S)
            assert row is not None and f"{d.rate:.0%} · {d.passed}/{d.attempts}" in row.group(1)
        with ProgressStore.open(school) as store:  # a new attempt: the next reading has it
            store.record_attempt("Bo", make_result("button-moves", passed=True, violations=[]))
        html = page.request("GET", "/report")[2]
        assert re.search(r'<tr data-drill="button-moves">.*?50% · 1/2', html, re.S)
        assert 'href="/report"' in page.request("GET", "/")[2]  # linked from the class page
