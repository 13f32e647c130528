"""UI strings: the i18n catalogue first, a small English fallback for keys it lacks.

`tr(key, lang, **params)` never raises. Keys that had to come from the fallback are
remembered in `MISSING` so they can be added to the catalogue.
"""

from __future__ import annotations

import unicodedata
from functools import lru_cache

from ..arbiter.action_words import action_words, parse_text
from ..arbiter.actions import TraineeAction
from ..arbiter.messages import pot_words
from ..arbiter.outcome import Said

LANG_NAMES = {
    "en": "English",
    "ro": "Română",
    "pt": "Português",
    "el": "Ελληνικά",
    "mk": "Македонски",
}

FALLBACK: dict[str, str] = {
    # keys the i18n catalogue has (English copies, used only if the catalogue is absent)
    "app.title": "Dealer Trainer",
    "menu.free_deal": "Free deal",
    "menu.drills": "Drills",
    "menu.settings": "Settings",
    "menu.progress": "Progress",
    "menu.quit": "Quit",
    "menu.back": "Back",
    "menu.retry": "Retry",
    "menu.next": "Next",
    "menu.continue": "Continue",
    "menu.start": "Start",
    "settings.language": "Language",
    "settings.house_rules": "House rules",
    "settings.betting_structure": "Betting structure",
    "settings.table_size": "Table size",
    "settings.bot_speed": "Bot speed",
    "settings.mistake_frequency": "Mistake frequency",
    "settings.trainee_name": "Trainee name",
    "settings.players": "{count} players",
    "house_rules.seeds": "Basic rules (default)",
    "house_rules.roberts": "Robert's Rules of Poker",
    "house_rules.tda": "TDA / WSOP",
    "game.no_limit": "No limit",
    "game.pot_limit": "Pot limit",
    "game.limit": "Limit",
    "speed.slow": "Slow",
    "speed.normal": "Normal",
    "speed.fast": "Fast",
    "mistakes.off": "Off",
    "mistakes.rare": "Rare",
    "mistakes.normal": "Normal",
    "mistakes.often": "Often",
    "action.shuffle": "Shuffle",
    "action.cut": "Cut",
    "action.deal": "Deal",
    "action.post_small": "Post small blind",
    "action.post_big": "Post big blind",
    "action.post_straddle": "Post straddle",
    "action.burn": "Burn",
    "action.flop": "Flop",
    "action.turn": "Turn",
    "action.river": "River",
    "action.collect": "Collect bets",
    "action.misdeal": "Misdeal",
    "action.set_aside": "Set aside",
    "action.return_to_deck": "Return to deck",
    "action.replace_exposed": "Replace exposed card",
    "action.return_extra": "Return extra card",
    "action.scrap": "Scrap boxed card",
    "action.kill_hand": "Kill hand",
    "action.showdown": "Showdown",
    "action.award": "Award pot",
    "action.move_button": "Move button",
    "action.hint": "Hint",
    "action.wait": "Next player",
    "outcome.ok": "OK",
    "outcome.correct": "Correct",
    "outcome.violation": "Violation",
    "outcome.irregularity": "Irregularity",
    "outcome.invalid": "Invalid",
    "outcome.corrected": "Corrected",
    "outcome.not_corrected": "Not corrected",
    "result.title": "Results",
    "result.score": "Score",
    "result.passed": "Passed",
    "result.not_passed": "Not passed",
    "result.time": "Time",
    "result.violations": "Violations",
    "result.irregularities": "Irregularities",
    "result.hints_used": "Hints used",
    "result.hands_per_hour": "Hands per hour",
    "progress.per_rule": "Accuracy per rule",
    "seat.label": "Seat {seat}",
    "seat.all_in": "All in",
    "seat.folded": "Folded",
    "seat.mucked": "Mucked",
    "seat.empty": "Empty seat",
    "street.preflop": "Preflop",
    "street.flop": "Flop",
    "street.turn": "Turn",
    "street.river": "River",
    "street.showdown": "Showdown",
    "table.pot": "Pot {amount}",
    "table.main_pot": "Main pot",
    "table.side_pot": "Side pot {n}",
    "table.deck": "Deck",
    "table.burns": "Burn cards",
    "table.muck": "Muck",
    "table.board": "Board",
    "table.set_aside": "Set aside",
    "bubble.check": "Check",
    "bubble.fold": "Fold",
    "bubble.call": "Call {amount}",
    "bubble.bet": "Bet {amount}",
    "bubble.raise_to": "Raise to {amount}",
    "bubble.all_in": "All in {amount}",
    "banner.title": "Irregularity",
    "hint.prefix": "Hint:",
    "hint.none": "No hint for this step.",
    "help.title": "How to deal",
    "help.shuffle_cut": "Start every hand with Shuffle, then Cut.",
    "help.blinds": (
        "Post the blinds before the first card: small blind, big blind (and the straddle, if any)."
    ),
    "help.deal": (
        "Click a seat to pitch it the top card: clockwise from the first seat left of the"
        " button, two rounds."
    ),
    "help.wait": "Next player lets the player to act make his decision.",
    "help.collect": "When the betting round is complete, collect the bets before the next street.",
    "help.board": "Burn, then Flop, Turn or River.",
    "help.irregularity": (
        "When a banner reports an irregularity, correct it the way the rules prescribe."
    ),
    "help.award": "At the end: Showdown, award each pot (side pots first), then move the button.",
    "help.hint": "Hint shows the next correct step; hints are counted in the results.",
    "help.close": "Press H or Esc to close this help.",
    "drill.level": "Level {level}",
    "progress.no_data": "No hands played yet.",
    # keys the GUI needs that the catalogue lacks (listed for the i18n engineer)
    "menu.subtitle": "Texas Hold'em dealing procedure",
    "menu.resume": "Resume the table",
    "menu.no_drills": "No drills found in scenarios/.",
    "speed.instant": "Instant",
    "table.hand": "Hand {n}",
    "table.help": "Help",
    "table.menu": "Menu",
    "table.your_move": "Your move: shuffle, cut, blinds, then deal.",
    "table.tool.award": (
        "{pot_title} to award: click the winner (Shift-click several for a split, then Confirm)"
    ),
    "table.tool.split": "Split: click more winners, then Confirm (Enter)",
    "table.tool.replace_exposed": "Replace the exposed card: click the seat",
    "table.tool.return_extra": "Return the extra card: click the seat",
    "table.tool.kill_hand": "Kill a dead hand: click the seat",
    "table.tool.move_button": "Move the button: click the seat (Enter: the next seat)",
    "table.tool.post": "Post the blind: click the seat",
    "table.confirm": "Confirm",
    "table.cancel": "Cancel",
    "table.hand_done": "Hand complete: the next hand follows.",
    "table.drill_done": "Drill complete. Enter: the results",
    "table.steps": "Steps",
    "table.return_board": "Board to deck",
    "table.return_set_aside": "Set-aside to deck",
    "table.scramble_flop": "Scramble flop",
    "result.step": "step {n}",
    "result.pots": "Pots",
    "result.steps_range": "steps {first}–{last} ({count}×)",
    "result.no_violations": "No violations.",
    "help.keys": "Keys",
    # the help overlay's key list
    "keys.shuffle": "shuffle",
    "keys.cut": "cut",
    "keys.post": "post the next blind (then a seat)",
    "keys.burn": "burn",
    "keys.street": "flop / turn / river (the next street)",
    "keys.collect": "collect the bets into the pot",
    "keys.wait": "let the player to act decide now",
    "keys.showdown": "showdown",
    "keys.award": "push a pot (again: the next pot), then a seat",
    "keys.move_button": "move the button (then a seat, or Enter)",
    "keys.misdeal": "declare a misdeal",
    "keys.replace_exposed": "replace an exposed card (then a seat)",
    "keys.return_extra": "return an extra card (then a seat)",
    "keys.scrap": "scrap a boxed card (a card face up in the deck)",
    "keys.kill_hand": "kill a dead hand (then a seat)",
    "keys.set_aside": "set the premature card aside",
    "keys.return_to_deck": "board cards / set-aside card back to the deck",
    "keys.scramble_flop": "scramble a four-card flop (TDA)",
    "keys.confirm": "confirm (a split pot, the next seat)",
    "keys.back": "cancel / close / back to the menu",
    "keys.help": "this help",
    "keys.fullscreen": "full screen",
    "keys.seat_numbers": "deal to seat 1..10 (or pick it for the pending action)",
    "keys.hint": "hint: the next correct step and why (costs score)",
    "keys.click_seat": "pitch a card to it (or pick it)",
    "keys.click_bet": "post the blind due there",
    "keys.click_deck": "shuffle, then cut",
    "keys.click_burn_board": "burn / turn the next street",
    "keys.click_pot": "push the pot (Shift-click several seats, Enter, for a split)",
    "keys.click_button": "then the seat that gets it",
    "keys.right_click": "cancel the pending action",
    "keys.label.click_seat": "click a seat",
    "keys.label.click_bet": "click a bet spot",
    "keys.label.click_deck": "click the deck",
    "keys.label.click_burn_board": "click burn / board",
    "keys.label.click_pot": "click a pot, a seat",
    "keys.label.click_button": "click the D button",
    "keys.label.right_click": "right click",
    # the table's dealer place, the results and progress screens
    "table.dealer": "DEALER",
    "result.steps": "Steps: {n}",
    "result.hands": "Hands completed: {n}",
    "result.incomplete": "The drill was not finished: deal the hand to its end to pass.",
    "progress.summary": "Drills: {drills} · passed: {passed} · free-deal hands: {hands}",
    "progress.average": "Average score: {score}",
    "progress.score_chart": "Score over time",
    "progress.no_scores": "No drill scores yet.",
    "progress.recent": "Recent drills",
    "progress.practise": "Practise this",
    "progress.practise_none": "Nothing to practise yet: every rule so far at 90% or better.",
    "drills.not_tried": "Not tried yet.",
    "drills.record_passed": "Passed · best score {best} · attempts: {tries}",
    "drills.record_not_passed": "Not passed yet · best score {best} · attempts: {tries}",
    "progress.more_rules": "… and {n} more rules, none below {pct}",
    "progress.hph.none": "No free-deal hands yet (a live dealer keeps {low}-{high} an hour).",
    "progress.hph.below": "below the {low}-{high} an hour a live dealer keeps",
    "progress.hph.within": "within the {low}-{high} an hour a live dealer keeps",
    "progress.hph.above": "above the {low}-{high} an hour a live dealer keeps",
    "drills.for_rule": "Drills for: {rule}",
    "drills.all": "All drills",
    "drills.none_for_rule": "No drill exercises this rule yet: all drills are listed.",
}

MISSING: set[str] = set()

try:  # the catalogue is another engineer's package; the GUI must run without it
    from dealer_trainer import i18n as _i18n
except Exception:  # pragma: no cover - depends on the tree's state
    _i18n = None  # type: ignore[assignment]


def _fmt(text: str, params: dict[str, object]) -> str:
    try:
        return text.format(**params)
    except (KeyError, IndexError, ValueError):
        return text


def tr(key: str, lang: str = "en", **params: object) -> str:
    """The UI string for `key` in `lang`; English fallback; the key itself as a last resort.
    A pot index `pot` is named too (`pot_name`, `pot_title`: "main pot", "side pot 1")."""
    params = pot_words(params, lang)
    if _i18n is not None:
        try:
            got = _i18n.t(key, lang, **params)
        except Exception:
            got = key
        if got and got != key:
            return str(got)
    if key in FALLBACK:
        MISSING.add(key)
        return _fmt(FALLBACK[key], params)
    return key


def rule_title(rule: str | None, lang: str = "en") -> str:
    if not rule:
        return ""
    if _i18n is not None:
        try:
            return str(_i18n.rule_name(rule, lang))
        except Exception:
            pass
    return rule


def rule_text(rule: str | None, lang: str = "en") -> str:
    if not rule:
        return ""
    if _i18n is not None:
        try:
            return str(_i18n.rule_explanation(rule, lang))
        except Exception:
            pass
    return ""


def rule_fix(rule: str | None, lang: str = "en") -> str:
    """How an irregularity is corrected ("" for rules that are not `error.*`)."""
    if not rule or _i18n is None:
        return ""
    try:
        return str(_i18n.rule_correction(rule, lang) or "")
    except Exception:
        return ""


def languages() -> tuple[str, ...]:
    if _i18n is not None:
        try:
            langs = tuple(_i18n.LANGUAGES)
            if langs:
                return langs
        except Exception:
            pass
    return tuple(LANG_NAMES)


def bubble_text(said: Said, lang: str) -> str:
    """What a player did ('raise to 30', 'call 10', 'all in 240') in `lang`."""
    amount = "" if said.amount is None else str(said.amount)
    if said.kind in ("raise", "bet"):
        return tr("bubble.raise_to" if said.kind == "raise" else "bubble.bet", lang, amount=amount)
    if said.kind == "call":
        return tr("bubble.call", lang, amount=amount).strip()
    if said.kind == "all_in":
        return tr("bubble.all_in", lang, amount=amount).strip()
    if said.kind in ("check", "fold", "muck", "show"):
        return tr(f"bubble.{said.kind}", lang)
    if said.kind.startswith("say_"):  # his words, for the dealer to rule on
        word = tr(f"bubble.say.{said.kind[4:]}", lang)
        if said.amount is None:
            return tr("bubble.say_plain", lang, word=word)
        return tr("bubble.say_amount", lang, word=word, amount=amount)
    if said.kind == "chips":  # chips pushed out without a word: the dealer rules on them
        return tr("bubble.chips", lang, amount=amount)
    if said.kind == "ask_pot":  # money at the table: a player's request for a count
        return tr("bubble.ask_pot", lang)
    if said.kind == "ask_all_in":
        return tr("bubble.ask_all_in", lang, seat=amount)
    return said.kind  # a kind with no words in the catalogue: its name


@lru_cache(maxsize=4096)  # drawn every frame; parsing the action each time costs the budget
def step_words(action: TraineeAction | str, lang: str) -> str:
    """A step in the trainee's words: `deal: 4` -> "Deal · Seat 4", `post: {seat: 3, blind:
    small}` -> "Post small blind · Seat 3". A live step gives its TraineeAction; only a
    stored result's step (its script text, read back from JSON) is parsed, and what does not
    parse is shown as written."""
    if isinstance(action, str):
        a = parse_text(action)
        if a is None:
            return action
    else:
        a = action
    return action_words(a, lang)


def caps(text: str) -> str:
    """`text` in capitals, as each language writes them: Greek drops its accents in
    capitals ("Σωστό" -> "ΣΩΣΤΟ", not "ΣΩΣΤΌ"), keeping the diaeresis."""
    out, greek = [], False
    for ch in unicodedata.normalize("NFD", text):
        if not unicodedata.combining(ch):
            greek = "\u0370" <= ch <= "\u03ff" or "\u1f00" <= ch <= "\u1fff"
        elif greek and ch in "\u0301\u0342\u0313\u0314":
            continue  # an accent (or breathing) on a Greek letter
        out.append(ch)
    return unicodedata.normalize("NFC", "".join(out).upper())
