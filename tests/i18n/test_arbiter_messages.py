"""Every message key the arbiter can show exists in all five languages, with the same fields.

The keys are read from the arbiter's source, not listed here: every string literal in
``dealer_trainer/arbiter/*.py`` shaped like a message key (``deal.order.next_seat``,
``hint.burn``, ``invalid.no_pot``, ``procedure.not_now``, ...), every f-string or
concatenation that builds one (``f"blinds.{a.blind}.seat"``, ``"banner." + rule``), expanded
over the words it can take, and ``banner.<rule>`` for every ``error.*`` rule. A key added to
the arbiter without its five translations fails here.
"""

from __future__ import annotations

import ast
import re
import string
from pathlib import Path

import pytest

from dealer_trainer import i18n
from dealer_trainer.arbiter.house_parse import ANNOUNCED, GESTURES
from dealer_trainer.arbiter.messages import ENGLISH, TERM_PARAMS, msg
from dealer_trainer.i18n import LANGUAGES, template

REPO = Path(__file__).resolve().parents[2]
ARBITER = REPO / "dealer_trainer" / "arbiter"
CATALOGUE = REPO / "dealer_trainer" / "i18n" / "catalogue"

# A message key: hint./banner./invalid./procedure. anything, a rule family with two or more
# parts that is not itself a rule id ("deal.order" is a rule, "deal.order.next_seat" and
# "blinds.posted" are messages), or one of the bare keys.
_FAMILIES = (
    "deck|blinds|deal|bet|pot|burn|board|showdown|award|button|headsup|error|hilo|omaha|game"
    "|stud|razz"
)
KEY_RE = re.compile(
    r"^(?:(?:hint|banner|invalid|procedure)\.[a-z0-9_.]+"
    rf"|(?:{_FAMILIES})(?:\.[a-z0-9_]+)+"
    r"|invalid|ok)$"
)
_HOLE = "\x00"  # stands for the variable part of an f-string or a concatenation

# What the variable part of a built key can be, by the literal text before it.
STREETS = ("flop", "turn", "river")
BLINDS = ("small", "big", "straddle")
HALVES = ("high", "low")  # a hi-lo pot's halves (award: {half: ...})


def _sources() -> list[Path]:
    return sorted(p for p in ARBITER.rglob("*.py") if p.name != "messages.py")


def rule_ids() -> set[str]:
    """The rule ids: every ``family.rule`` literal of rules.py and the catalogue's rules."""
    found = set(i18n.raw_catalogue("en")["rules"])
    for node in ast.walk(ast.parse((ARBITER / "rules.py").read_text(encoding="utf-8"))):
        if isinstance(node, ast.Constant) and isinstance(node.value, str):
            if re.fullmatch(rf"(?:{_FAMILIES})\.[a-z0-9_]+", node.value):
                found.add(node.value)
    return found


def _is_key(text: str, rules: set[str]) -> bool:
    return bool(KEY_RE.match(text)) and text not in rules


def error_rules() -> set[str]:
    """The ``error.*`` rule ids: those of rules.py, and any the arbiter's code names."""
    found: set[str] = set()
    for path in [ARBITER / "rules.py", *_sources()]:
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Constant) and isinstance(node.value, str):
                if re.fullmatch(r"error\.[a-z0-9_]+", node.value):
                    found.add(node.value)
    return found


def _vocabulary(prefix: str) -> tuple[str, ...] | None:
    if prefix == "banner.":
        return tuple(sorted(error_rules()))
    if prefix == "blinds.":
        return BLINDS
    if prefix.endswith(("street.", "board.")):
        return STREETS
    if prefix in ("deck.shuffle.step.", "deck.shuffle.missing.", "hint.shuffle."):
        return GESTURES  # the house shuffle's gestures (arbiter/house_parse.py)
    if prefix in ("deal.announce.missing.", "deal.announce.wrong.", "hint.announce."):
        return (*ANNOUNCED, "all_in_button")  # what an announcement is (arbiter/house.py)
    return None


def _pattern(node: ast.AST) -> str | None:
    """An f-string or ``"lit" + x`` as text with _HOLE for each variable part."""
    if isinstance(node, ast.JoinedStr):
        parts = []
        for v in node.values:
            if isinstance(v, ast.Constant) and isinstance(v.value, str):
                parts.append(v.value)
            else:
                parts.append(_HOLE)
        return "".join(parts)
    if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Add):
        left, right = _pattern(node.left), _pattern(node.right)
        if left is None and right is None:
            return None
        return (left or _HOLE) + (right or _HOLE)
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return node.value
    return None


def scan(paths: list[Path]) -> tuple[set[str], list[str]]:
    """The message keys used in `paths`, and the built keys the scan cannot expand."""
    rules = rule_ids()
    keys: set[str] = set()
    unknown: list[str] = []
    for path in paths:
        tree = ast.parse(path.read_text(encoding="utf-8"))
        built: set[int] = set()
        for node in ast.walk(tree):
            if isinstance(node, (ast.JoinedStr, ast.BinOp)) and id(node) not in built:
                pattern = _pattern(node)
                if pattern is None or _HOLE not in pattern:
                    continue
                for child in ast.walk(node):
                    built.add(id(child))
                if not KEY_RE.match(pattern.replace(_HOLE, "x")):
                    continue  # not shaped like a key at all
                if pattern.count(_HOLE) != 1:
                    unknown.append(f"{path.name}: {pattern!r}")
                    continue
                prefix, suffix = pattern.split(_HOLE)
                words = _vocabulary(prefix)
                if words is None:
                    unknown.append(f"{path.name}: {pattern!r}")
                    continue
                keys.update(k for w in words if _is_key(k := prefix + w + suffix, rules))
        for node in ast.walk(tree):
            if id(node) in built:
                continue
            if isinstance(node, ast.Constant) and isinstance(node.value, str):
                if _is_key(node.value, rules):
                    keys.add(node.value)
    return keys, unknown


def missing_keys(keys: set[str], catalogues: dict[str, dict]) -> list[str]:
    """``lang: key`` for each key a language's ``messages`` section lacks or leaves empty."""
    out = []
    for lang in LANGUAGES:
        messages = catalogues[lang].get("messages", {})
        out += [f"{lang}: {k}" for k in sorted(keys) if not str(messages.get(k, "")).strip()]
    return out


def _fields(text: str) -> set[str]:
    return {f for _, f, _, _ in string.Formatter().parse(text) if f is not None}


@pytest.fixture(scope="module")
def raw() -> dict[str, dict]:
    return {lang: i18n.raw_catalogue(lang) for lang in LANGUAGES}


@pytest.fixture(scope="module")
def used() -> set[str]:
    keys, unknown = scan(_sources())
    assert not unknown, f"built message keys the test cannot expand (teach _vocabulary): {unknown}"
    return keys


# --- the scan finds what it should -------------------------------------------------------


def test_the_scan_finds_the_arbiter_keys(used):
    for key in (
        "deal.order.next_seat",
        "deck.shuffle.first",
        "blinds.small.seat",
        "blinds.straddle.seat",
        "invalid.drill_over",
        "invalid",
        "procedure.not_now",
        "hint.award",
        "hint.street_no_burn",
        "board.wrong_street",
        "blinds.posted",
        "award.not_yet",
        "error.flop_too_many.seeds",
        "banner.error.premature_turn",
    ):
        assert key in used, key
    assert not {"deal.order", "board.flop", "error.misdeal"} & used, "rule ids are not keys"
    assert {f"banner.{r}" for r in error_rules()} <= used


def test_every_error_rule_of_rules_py_is_scanned():
    text = (ARBITER / "rules.py").read_text(encoding="utf-8")
    assert set(re.findall(r'"(error\.[a-z0-9_]+)"', text)) <= error_rules()
    assert "error.premature_river" in error_rules()


def test_the_scan_reads_built_keys(tmp_path):
    src = tmp_path / "sample.py"
    src.write_text(
        "def f(a, rule):\n"
        '    x = f"blinds.{a}.seat"\n'
        '    y = "banner." + rule\n'
        '    z = f"board.{a}"\n'
        '    return "hint.new_one", x, y, z, "deal.order"\n',
        encoding="utf-8",
    )
    keys, unknown = scan([src])
    assert not unknown
    assert {"hint.new_one", "blinds.small.seat", "blinds.straddle.seat"} <= keys
    assert "banner.error.exposed_hole_card" in keys
    assert "board.flop" not in keys and "deal.order" not in keys

    src.write_text('def f(a):\n    return f"hint.{a}"\n', encoding="utf-8")
    assert scan([src])[1], "a built key with no known words must be reported, not skipped"


def test_a_missing_translation_is_reported(raw, used):
    assert missing_keys(used, raw) == []
    key = "deal.order.next_seat"
    broken = {lang: {**cat, "messages": dict(cat["messages"])} for lang, cat in raw.items()}
    del broken["mk"]["messages"][key]
    broken["pt"]["messages"][key] = " "
    assert missing_keys(used, broken) == [f"pt: {key}", f"mk: {key}"]


# --- the catalogue has them ----------------------------------------------------------------


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_arbiter_key_is_in_every_language(raw, used, lang):
    missing = [k for k in sorted(used) if not raw[lang]["messages"].get(k, "").strip()]
    assert not missing, f"{lang}.json messages lacks {missing}"


@pytest.mark.parametrize("lang", LANGUAGES[1:])
def test_arbiter_keys_have_the_english_fields(raw, used, lang):
    en = raw["en"]["messages"]
    for key in sorted(used):
        assert _fields(raw[lang]["messages"][key]) == _fields(en[key]), f"{lang}: {key}"


@pytest.mark.parametrize("lang", LANGUAGES[1:])
def test_arbiter_messages_are_translated(raw, used, lang):
    en = raw["en"]["messages"]
    same = [k for k in sorted(used) if raw[lang]["messages"][k] == en[k]]
    assert not same, f"{lang}: identical to English: {same}"
    script = {"el": r"[\u0370-\u03ff\u1f00-\u1fff]", "mk": r"[\u0400-\u04ff]"}.get(lang)
    if script:
        latin_only = [k for k in sorted(used) if not re.search(script, raw[lang]["messages"][k])]
        assert not latin_only, f"{lang}: not in its script: {latin_only}"


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_english_fallback_keys_are_translated(raw, lang):
    # A key put in ENGLISH ahead of the catalogue must get its five translations.
    missing = [k for k in ENGLISH if not raw[lang]["messages"].get(k, "").strip()]
    assert not missing, f"{lang}.json lacks ENGLISH keys {missing}"
    for key, text in ENGLISH.items():
        assert _fields(raw[lang]["messages"][key]) == _fields(text), f"{lang}: {key}"


@pytest.mark.parametrize("lang", LANGUAGES)
def test_street_and_blind_words(raw, lang):
    messages = raw[lang]["messages"]
    assert TERM_PARAMS == ("street", "blind", "hand", "half")
    for name, words in (("street", STREETS), ("blind", BLINDS), ("half", HALVES)):
        for word in words:
            key = f"term.{name}.{word}"
            assert messages.get(key, "").strip(), f"{lang}: {key}"
            if lang == "en":
                assert messages[key] == word, "English shows the word as the arbiter gives it"


def test_the_halves_are_the_engines():
    from dealer_trainer.engine.hilo import HALVES as ENGINE_HALVES

    assert HALVES == ENGINE_HALVES


@pytest.mark.parametrize("lang", LANGUAGES)
def test_hand_words_for_a_reading(raw, lang):
    # showdown.read_hand's message names the hand a seat has, in the trainee's language
    from dealer_trainer.engine.reading import BY_NAME

    for word in BY_NAME:
        assert raw[lang]["messages"].get(f"term.hand.{word}", "").strip(), f"{lang}: {word}"


def test_the_arbiters_words_are_the_ones_tested():
    from dealer_trainer.arbiter.actions import BLIND_KINDS
    from dealer_trainer.arbiter.ledger import STAGE_STREET

    assert set(BLIND_KINDS) == set(BLINDS)
    assert set(STAGE_STREET.values()) == set(STREETS)


# --- msg() -----------------------------------------------------------------------------------


def test_msg_fills_from_the_catalogue():
    assert msg("deal.order.next_seat", seat=3) == "Seat 3 is next to receive a card."
    assert (
        msg("deal.order.next_seat", "ro", seat=3) == "Locul 3 este următorul care primește o carte."
    )
    assert msg("burn.before_each_street.missing", "en", street="turn") == (
        "Burn a card before the turn."
    )
    assert msg("blinds.posted", "en", blind="small") == "The small blind is already posted."
    assert msg("hint.award", "en", pot=0, winners="1, 3", why="two pair") == (
        "Push the main pot to seat(s) 1, 3: two pair"
    )


def test_msg_puts_street_and_blind_words_into_each_language():
    assert msg("hint.street", "mk", street="river") == "Отвори го риверот."
    assert msg("hint.street", "ro", street="flop") == "Dă flop-ul."
    assert msg("hint.post", "mk", seat=2, blind="small") == (
        "Место 2 става мала блинда пред да се подели која било карта."
    )
    assert msg("blinds.posted", "pt", blind="big") == "O big blind já está colocado."
    # a word the catalogue does not know is shown as given
    assert msg("hint.street", "el", street="ninth") == "Άνοιξε το ninth."


def test_msg_never_raises():
    class Bad:
        def __format__(self, spec):
            raise RuntimeError("no")

    assert msg("no.such.key", "mk", seat=1) == "no.such.key"
    assert msg("hint.move_button", "xx") == "Move the button to seat ?."
    assert msg("hint.move_button", "el") == "Μετακίνησε το κουμπί στη θέση ?."
    assert isinstance(msg("hint.move_button", "pt", seat=Bad()), str)
    assert msg("hint.street", "en", street=None) == "Turn the None."
    for key in ENGLISH:
        assert isinstance(msg(key, "ro"), str)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_arbiter_message_formats_in_every_language(used, lang):
    for key in sorted(used):
        text = template(key, lang)
        assert text, f"{lang}: {key}"
        params: dict[str, object] = {f: 7 for f in _fields(text)}
        params.update(street="turn", blind="big")
        out = msg(key, lang, **params)
        assert out and "{" not in out and "?" not in out and out != key, f"{lang}: {key}"


def test_msg_survives_a_broken_catalogue(monkeypatch):
    from dealer_trainer import i18n

    def broken(lang):
        raise ValueError("en.json: not JSON")

    monkeypatch.setattr(i18n, "catalogue", broken)
    assert msg("deal.order.next_seat", "ro", seat=3) == "deal.order.next_seat"
