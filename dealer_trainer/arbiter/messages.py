"""The arbiter's messages, looked up in the i18n catalogue (``dealer_trainer/i18n``).

Every message key the arbiter uses lives in the catalogue's ``messages`` section, in all five
languages (``tests/i18n/test_arbiter_messages.py`` checks this). A key missing in the
trainee's language reads in English; a key missing everywhere comes back as the key itself.

Two parameters are words, not numbers: ``street`` ("flop", "turn", "river") and ``blind``
("small", "big", "straddle"). They are shown the way each language needs them in a sentence,
from the catalogue's ``term.street.<word>`` and ``term.blind.<word>`` entries (English keeps
the word as it is). A TraineeAction parameter is said in words, never in its script form:
``floor`` (the floor's ruling) as the floor says it (``action_words.floor_words``), any other
(the ruling owed, ``expected``, ``ruling``; the step owed, ``fix``) as a ruling in a sentence
or the step's line (``action_words.ruling_words``): the trainee never reads the script. A
``Message`` parameter (``invalid.betting_over``'s ``next``, the step owed) is said in the same
language as the message around it.
"""

from __future__ import annotations

from string import Formatter
from typing import TYPE_CHECKING

from ..i18n import fill as _fill_template
from ..i18n import rule_correction
from ..i18n import template as _catalogue_template
from .actions import TraineeAction
from .hand_words import HandWords
from .snapshot import Fix, Message

if TYPE_CHECKING:
    from .arbiter import Arbiter
    from .outcome import Step

# A last-resort English text for a key the catalogue does not have yet. New messages belong in
# the catalogue (en.json and the four translations); a key written here only until it is
# translated still reads in English, and the i18n tests ask for its translation.
ENGLISH: dict[str, str] = {}

# Parameters whose (English) value is rendered through the catalogue's term.<name>.<value>.
TERM_PARAMS: tuple[str, ...] = ("street", "blind", "hand", "half")  # hand: a reading


def msg(key: str, lang: str = "en", **params: object) -> str:
    """The message for `key` in `lang` with its fields filled from `params`.

    Never raises: a field with no value reads "?", an unknown key comes back as the key.
    """
    try:
        template = _template(key, lang)
        if template is None:
            return key
        return _fill(template, _terms(params, lang))
    except Exception:  # a broken catalogue file must not stop the drill
        return key


def message_text(message: Message, lang: str) -> str:
    """A snapshot's message (a banner, a step owed) in `lang`."""
    return msg(message.key, lang, **message.kwargs)


def fix_text(fix: Fix, lang: str) -> str:
    """How an irregularity is put right, in `lang`: the rule's correction, else the step it
    owes (the JSON result's `fix` and Learn's line under the banner)."""
    text = rule_correction(fix.rule, lang)
    if text:
        return str(text)
    return message_text(fix.step, lang) if fix.step is not None else ""


def said_message(key: str | None, params: dict[str, object], listed: bool, lang: str) -> str | None:
    """A judged step's message (`Step.message`) in `lang`, from its key and parameters; a card
    pitched in a deal list (`listed`) is named first."""
    if not key:
        return None
    message = msg(key, lang, **params)
    if "pitch" in params and listed:
        return msg("deal.list.pitch", lang, **params) + " " + message
    return message


def _template(key: str, lang: str) -> str | None:
    return _catalogue_template(key, lang) or ENGLISH.get(key)


def pot_words(params: dict[str, object], lang: str) -> dict[str, object]:
    """`params` with a pot's name added for a pot index `pot`: `pot_name` ("main pot",
    "side pot 1" in `lang`, from `term.pot.main` / `term.pot.side`) and `pot_title` (the
    same, capitalised, to open a sentence). The trainee never reads "pot 0"."""
    pot = params.get("pot")
    if not isinstance(pot, int) or isinstance(pot, bool) or "pot_name" in params:
        return params
    key = "term.pot.main" if pot == 0 else "term.pot.side"
    template = _template(key, lang) or ("main pot" if pot == 0 else "side pot {n}")
    name = _fill(template, {"n": pot})
    return {**params, "pot_name": name, "pot_title": name[:1].upper() + name[1:]}


def _terms(params: dict[str, object], lang: str) -> dict[str, object]:
    out = dict(pot_words(params, lang))
    for name, value in out.items():
        if isinstance(value, TraineeAction):  # a step or a ruling: in words, never the script
            from .action_words import floor_words, ruling_words

            out[name] = (floor_words if name == "floor" else ruling_words)(value, lang)
        elif isinstance(value, HandWords):  # a hand's reading: said in this language
            out[name] = value.words(lang)
        elif isinstance(value, Message):  # a message inside this one: in the same language
            out[name] = message_text(value, lang)
    for name in TERM_PARAMS:
        value = out.get(name)
        if isinstance(value, str) and value:
            word = _template(f"term.{name}.{value}", lang)
            if word:
                out[name] = word
    return out


def _fill(template: str, params: dict[str, object]) -> str:
    try:
        names = {f for _, f, _, _ in Formatter().parse(template) if f}
    except ValueError:  # unbalanced braces: show the template as it is
        return template
    return _fill_template(template, {n: params.get(n, "?") for n in names})


def step_message(step: Step, lang: str) -> str | None:
    """A judged step's message (the JSON result's `message`, the side panel's) in `lang`."""
    listed = step.act is not None and bool(step.act.seats)
    return said_message(step.message_key, step.params, listed, lang)


def step_fix(step: Step, lang: str) -> str | None:
    """Learn: how the irregularity a step met is put right (the JSON result's `fix`)."""
    return fix_text(step.fix, lang) if step.fix is not None else None


def result_words(arb: Arbiter, elapsed_s: float | None = None, lang: str | None = None
                 ) -> dict[str, object]:
    """CONTRACT.md's JSON result: the arbiter's (`Arbiter.result()`, keys and parameters)
    with its words in `lang` (the arbiter's language when not given), each step's `message`
    and `fix` and each violation's `message`, in the places the contract gives them."""
    lang = lang or arb.lang
    result = arb.result(elapsed_s)
    said = {s.n: step_message(s, lang) for s in arb.steps}
    result["steps"] = [s.to_json(said[s.n], step_fix(s, lang)) for s in arb.steps]
    violations = result["violations"]
    assert isinstance(violations, list)
    result["violations"] = [
        {"step": v["step"], "rule": v["rule"], "message": said.get(v["step"]), **v}
        for v in violations
    ]
    return result
