"""The i18n catalogue: every rule id in five languages, keys and fields that agree, fallbacks."""

from __future__ import annotations

import json
import re
import string
from pathlib import Path

import pytest

from dealer_trainer import i18n
from dealer_trainer.arbiter.rules import ALL_RULES
from dealer_trainer.i18n import (
    LANGUAGES,
    has_rule,
    rule_correction,
    rule_explanation,
    rule_ids,
    rule_name,
    t,
)

REPO = Path(__file__).resolve().parents[2]
CATALOGUE = REPO / "dealer_trainer" / "i18n" / "catalogue"
RULES_MD = REPO.parent / "shared" / "RULES.md"

# The rule ids the arbiter reports come from arbiter/rules.py, the one list of them (so
# the test means something where RULES.md is absent); RULES.md's own ids must all be there.
# Beyond them, two catalogue entries no step reports any more, kept for older records.
CATALOGUE_ONLY_IDS = ("error.misdeal_after_action", "error.exposed_burn")
REQUIRED_IDS = ALL_RULES + CATALOGUE_ONLY_IDS

# A rule id in RULES.md: a backticked word.word(_word) whose first part is a known family.
_FAMILIES = (
    "deck",
    "table",
    "button",
    "blinds",
    "deal",
    "bet",
    "pot",
    "burn",
    "board",
    "showdown",
    "award",
    "error",
    "ruling",
    "rake",
)
_ID_RE = re.compile(r"`((?:" + "|".join(_FAMILIES) + r")\.[a-z][a-z0-9_]*)`")


def _raw(lang: str) -> dict:
    return i18n.raw_catalogue(lang)


def _fields(template: str) -> set[str]:
    return {f for _, f, _, _ in string.Formatter().parse(template) if f is not None}


@pytest.fixture(scope="module")
def raw() -> dict[str, dict]:
    return {lang: _raw(lang) for lang in LANGUAGES}


# --- the files ------------------------------------------------------------------------------


def test_languages():
    assert LANGUAGES == ("en", "ro", "pt", "el", "mk")
    assert sorted(p.stem for p in CATALOGUE.glob("*.json")) == sorted(LANGUAGES)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_file_is_utf8_json_with_the_three_sections(lang):
    data = (CATALOGUE / f"{lang}.json").read_bytes()
    text = data.decode("utf-8")  # raises on invalid UTF-8
    assert not text.startswith("\ufeff"), "no byte-order mark"
    parsed = json.loads(text)
    assert set(parsed) == {"rules", "messages", "ui"}
    for section in ("messages", "ui"):
        for key, value in parsed[section].items():
            assert isinstance(value, str) and value.strip(), f"{lang}: {section}.{key} is empty"
    for rule_id, entry in parsed["rules"].items():
        assert isinstance(entry, dict), f"{lang}: rule {rule_id}"
        allowed = (
            {"name", "explanation", "correction"}
            if rule_id.startswith("error.")
            else {"name", "explanation"}
        )
        assert set(entry) <= allowed, f"{lang}: {rule_id} has {set(entry) - allowed}"
        for value in entry.values():
            assert isinstance(value, str) and value.strip()


@pytest.mark.parametrize("lang", LANGUAGES)
def test_no_duplicate_keys(lang):
    def hook(pairs):
        seen = [k for k, _ in pairs]
        dupes = {k for k in seen if seen.count(k) > 1}
        assert not dupes, f"{lang}: duplicate keys {sorted(dupes)}"
        return dict(pairs)

    json.loads((CATALOGUE / f"{lang}.json").read_text(encoding="utf-8"), object_pairs_hook=hook)


# RULES.md ids of the sections the arbiter does not enforce yet, each with the issue that
# brings it: no catalogue entry is owed for them until then, and the day one of them is in
# arbiter/rules.py it must leave this list (a test below says so).
NOT_YET: dict[str, int] = {}

# --- rules ----------------------------------------------------------------------------------


def _rules_md_ids() -> set[str]:
    if not RULES_MD.is_file():
        return set()
    return set(_ID_RE.findall(RULES_MD.read_text(encoding="utf-8")))


def test_rules_md_ids_are_in_the_arbiters_list():
    if not RULES_MD.is_file():
        pytest.skip(f"{RULES_MD} not present")
    found = _rules_md_ids()
    assert found, "no rule id parsed from RULES.md"
    missing = sorted(found - set(ALL_RULES) - set(NOT_YET))
    assert not missing, f"RULES.md ids missing from arbiter/rules.py: {missing}"


def test_an_id_not_enforced_yet_is_in_rules_md_and_not_in_the_arbiters_list():
    if not RULES_MD.is_file():
        pytest.skip(f"{RULES_MD} not present")
    assert not set(NOT_YET) & set(ALL_RULES), "enforced now: take it out of NOT_YET"
    assert set(NOT_YET) <= _rules_md_ids(), "no longer in RULES.md: take it out of NOT_YET"


def _all_required_ids() -> list[str]:
    return sorted(set(REQUIRED_IDS) | (_rules_md_ids() - set(NOT_YET)))


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_rule_has_name_and_explanation(raw, lang):
    rules = raw[lang]["rules"]
    missing = [r for r in _all_required_ids() if r not in rules]
    assert not missing, f"{lang}: missing rules {missing}"
    for rule_id in _all_required_ids():
        assert rules[rule_id].get("name", "").strip(), f"{lang}: {rule_id} has no name"
        assert rules[rule_id].get("explanation", "").strip(), f"{lang}: {rule_id} no explanation"


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_error_has_a_correction(raw, lang):
    rules = raw[lang]["rules"]
    for rule_id in [r for r in set(_all_required_ids()) | set(rules) if r.startswith("error.")]:
        assert rules.get(rule_id, {}).get("correction", "").strip(), f"{lang}: {rule_id}"
        assert rule_correction(rule_id, lang) == rules[rule_id]["correction"]


def test_only_errors_have_corrections(raw):
    for lang in LANGUAGES:
        for rule_id, entry in raw[lang]["rules"].items():
            if not rule_id.startswith("error."):
                assert "correction" not in entry, f"{lang}: {rule_id}"


def test_all_languages_have_the_same_rule_ids(raw):
    en = list(raw["en"]["rules"])
    for lang in LANGUAGES[1:]:
        assert set(raw[lang]["rules"]) == set(en), lang


def test_rule_api():
    assert set(REQUIRED_IDS) <= set(rule_ids())
    assert len(rule_ids()) == len(set(rule_ids()))
    assert has_rule("deal.order") and not has_rule("deal.nonsense")
    assert rule_name("burn.before_each_street", "ro") == "Cartea arsă"
    assert "καίει" in rule_explanation("burn.before_each_street", "el")
    assert "гори" in rule_explanation("burn.before_each_street", "mk")
    assert "queima" in rule_explanation("burn.before_each_street", "pt")
    assert rule_correction("deal.order") is None
    assert rule_correction("error.nonsense") is None
    assert "without burning" in rule_correction("error.flop_redeal")
    assert rule_name("no.such_rule", "pt") == "no.such_rule"
    assert rule_explanation("no.such_rule") == ""
    assert rule_name("deal.order", "xx") == rule_name("deal.order", "en")


def test_house_rule_differences_are_in_every_language(raw):
    # RULES.md's presets differ on these corrections; each language must say so.
    for lang in LANGUAGES:
        rules = raw[lang]["rules"]
        for rule_id in ("error.flop_too_many", "error.premature_turn", "error.premature_river"):
            assert "TDA" in rules[rule_id]["correction"], f"{lang}: {rule_id}"
        for rule_id in ("error.exposed_first_card", "error.exposed_hole_card"):
            assert "Robert" in rules[rule_id]["correction"], f"{lang}: {rule_id}"
        text = rules["error.misdeal_after_action"]["correction"]
        assert "Robert" in text and "TDA" in text, lang


def test_non_latin_languages_are_in_their_script(raw):
    scripts = {
        "el": re.compile(r"[\u0370-\u03ff\u1f00-\u1fff]"),
        "mk": re.compile(r"[\u0400-\u04ff]"),
    }
    for lang, letters in scripts.items():
        for rule_id, entry in raw[lang]["rules"].items():
            assert letters.search(entry["explanation"]), f"{lang}: {rule_id} is not translated"


@pytest.mark.parametrize("lang", LANGUAGES[1:])
def test_rule_texts_are_translated(raw, lang):
    en = raw["en"]["rules"]
    same = [r for r, e in raw[lang]["rules"].items() if e["explanation"] == en[r]["explanation"]]
    assert not same, f"{lang}: explanations identical to English: {same}"


# --- messages and ui ------------------------------------------------------------------------


@pytest.mark.parametrize("section", ["messages", "ui"])
@pytest.mark.parametrize("lang", LANGUAGES[1:])
def test_same_keys_and_fields_as_english(raw, lang, section):
    en, other = raw["en"][section], raw[lang][section]
    missing = sorted(set(en) - set(other))
    extra = sorted(set(other) - set(en))
    assert not missing, f"{lang}.{section} lacks {missing}"
    assert not extra, f"{lang}.{section} has keys English lacks: {extra}"
    for key, template in en.items():
        assert _fields(other[key]) == _fields(template), f"{lang}: {section}.{key}"


@pytest.mark.parametrize("lang", LANGUAGES)
def test_templates_format(raw, lang):
    for section in ("messages", "ui"):
        for key, template in raw[lang][section].items():
            params = {f: 7 for f in _fields(template)}
            template.format(**params)  # must not raise with all fields given
            assert "{" not in t(key, lang, **params), f"{lang}: {section}.{key}"


def test_message_and_ui_keys_do_not_collide(raw):
    assert not set(raw["en"]["messages"]) & set(raw["en"]["ui"])


def test_required_ui_keys_exist(raw):
    ui = raw["en"]["ui"]
    for key in (
        "menu.free_deal",
        "menu.drills",
        "menu.settings",
        "menu.progress",
        "menu.quit",
        "menu.back",
        "menu.retry",
        "menu.next",
        "menu.continue",
        "settings.language",
        "settings.house_rules",
        "settings.betting_structure",
        "settings.table_size",
        "settings.bot_speed",
        "settings.mistake_frequency",
        "settings.trainee_name",
        "action.shuffle",
        "action.cut",
        "action.burn",
        "action.flop",
        "action.turn",
        "action.river",
        "action.collect",
        "action.misdeal",
        "action.set_aside",
        "action.return_to_deck",
        "action.replace_exposed",
        "action.return_extra",
        "action.showdown",
        "action.award",
        "action.move_button",
        "action.hint",
        "action.wait",
        "outcome.ok",
        "outcome.correct",
        "outcome.violation",
        "outcome.irregularity",
        "outcome.invalid",
        "result.score",
        "result.passed",
        "result.not_passed",
        "result.time",
        "result.violations",
        "result.hints_used",
        "seat.small_blind",
        "seat.big_blind",
        "seat.straddle",
        "seat.all_in",
        "seat.folded",
        "seat.button",
        "street.preflop",
        "street.flop",
        "street.turn",
        "street.river",
        "bubble.raise_to",
        "bubble.call",
        "bubble.check",
        "bubble.fold",
        "bubble.bet",
        "bubble.all_in",
        "banner.exposed_hole_card",
        "banner.flop_too_many",
        "banner.premature_turn",
        "hint.prefix",
        "help.title",
    ):
        assert key in ui, key
    for key in ("bubble.raise_to", "bubble.call", "bubble.bet", "bubble.all_in"):
        assert _fields(ui[key]) == {"amount"}, key
    assert _fields(ui["banner.exposed_hole_card"]) == {"seat"}


def test_contract_example_message():
    assert t("deal.order.next_seat", seat=3) == "Seat 3 is next to receive a card."


def test_language_names_are_autonyms():
    names = {lang: t("language.name", lang) for lang in LANGUAGES}
    assert names == {
        "en": "English",
        "ro": "Română",
        "pt": "Português",
        "el": "Ελληνικά",
        "mk": "Македонски",
    }


# --- t() ------------------------------------------------------------------------------------


def test_t_looks_in_messages_then_ui():
    assert t("menu.quit") == "Quit"
    assert t("menu.quit", "pt") == "Sair"
    assert t("bubble.raise_to", "ro", amount=40) == "Raise la 40"
    assert t("seat.label", "el", seat=4) == "Θέση 4"


def test_t_falls_back_to_english_then_to_the_key(monkeypatch):
    real = i18n.catalogue

    def without(lang):
        cat = real(lang)
        if i18n.normalize_language(lang) != "ro":
            return cat
        return {
            **cat,
            "ui": {k: v for k, v in cat["ui"].items() if k != "menu.quit"},
            "messages": {},
        }

    monkeypatch.setattr(i18n, "catalogue", without)
    assert t("menu.quit", "ro") == "Quit"
    assert t("deal.order.next_seat", "ro", seat=5) == "Seat 5 is next to receive a card."
    assert t("menu.back", "ro") == "Înapoi"
    assert t("no.such.key", "ro") == "no.such.key"
    assert t("no.such.key") == "no.such.key"


def test_t_unknown_language_is_english():
    assert t("menu.quit", "xx") == "Quit"
    assert t("menu.quit", None) == "Quit"  # type: ignore[arg-type]
    assert t("menu.quit", "pt_PT") == "Sair"
    assert t("menu.quit", "EL-gr") == "Έξοδος"


def test_t_never_raises_on_params():
    assert t("deal.order.next_seat") == "Seat {seat} is next to receive a card."
    assert t("deal.order.next_seat", other=1) == "Seat {seat} is next to receive a card."
    assert t("deal.order.next_seat", seat=None) == "Seat None is next to receive a card."
    assert t("bubble.raise_to", "mk", amount="сто") == "Рејз на сто"


def test_fill_leaves_what_it_cannot_fill():
    fill = i18n.fill
    assert fill("{a} and {b}", {"a": 1}) == "1 and {b}"
    assert fill("{a:05d}", {"a": "x"}) == "{a:05d}"
    assert fill("{a:05d}", {"a": 7}) == "00007"
    assert fill("{a!r}", {"a": "x"}) == "'x'"
    assert fill("{a.b}", {"a": 1}) == "{a.b}"
    assert fill("{0} {}", {}) == "{0} {}"
    assert fill("{{literal}} {a}", {"a": 1}) == "{literal} 1"
    assert fill("unbalanced {", {"a": 1}) == "unbalanced {"
    assert fill("{a:{w}}", {"a": 5, "w": 3}) == "  5"

    class Bad:
        def __format__(self, spec):
            raise RuntimeError("boom")

    assert fill("x{a}y", {"a": Bad()}) == "x{a}y"


def test_catalogue_is_cached():
    assert i18n.catalogue("pt") is i18n.catalogue("pt")


def test_a_part_file_adds_keys_and_may_not_redefine_one(tmp_path, monkeypatch):
    (tmp_path / "en").mkdir()
    (tmp_path / "en.json").write_text('{"rules": {}, "messages": {"a": "A"}, "ui": {}}', "utf-8")
    (tmp_path / "en" / "area.json").write_text('{"ui": {"b": "B"}}', "utf-8")
    monkeypatch.setattr(i18n, "_CATALOGUE_DIR", tmp_path)
    assert i18n.raw_catalogue("en") == {"rules": {}, "messages": {"a": "A"}, "ui": {"b": "B"}}
    (tmp_path / "en" / "other.json").write_text('{"messages": {"a": "again"}}', "utf-8")
    with pytest.raises(ValueError, match="defined twice: a"):
        i18n.raw_catalogue("en")
