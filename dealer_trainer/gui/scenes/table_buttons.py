"""The table's buttons: the bottom bar's two rows of dealer actions, the corrections grid at
the foot of the side panel and Hint / Help / Menu in the top bar, each with its key."""

from __future__ import annotations

from collections.abc import Sized
from typing import TYPE_CHECKING

from ...arbiter.modes import hints_allowed
from ...engine.variant import row as game_row
from .. import intents as I
from ..layout import TableLayout
from ..race_controls import RACE_ROWS
from ..stud_controls import STUD_CORRECTIONS, STUD_ROWS
from ..stud_layout import is_stud
from ..text import tr
from ..ui import SMALLER, class_font, fitting_row_class, rect

if TYPE_CHECKING:
    from pygame_gui.elements import UIButton

    from .table import TableScene

# (name, label key, intent, key hint) of the bottom bar's two rows and the corrections grid
ButtonSpec = tuple[str, str, I.Intent, str]
ROW1: tuple[ButtonSpec, ...] = (
    ("shuffle", "action.shuffle", I.Shuffle(), "S"),
    ("cut", "action.cut", I.Cut(), "U"),
    ("post_small", "action.post_small", I.PostBlind("small"), "G"),
    ("post_big", "action.post_big", I.PostBlind("big"), "G"),
    ("post_straddle", "action.post_straddle", I.PostBlind("straddle"), "G"),
    ("wait", "action.wait", I.LetAct(), "Space"),
    ("collect", "action.collect", I.Collect(), "C"),
)
ROW2: tuple[ButtonSpec, ...] = (
    ("burn", "action.burn", I.Burn(), "B"),
    ("street", "action.flop", I.TurnBoard(), "F"),
    ("showdown", "action.showdown", I.Showdown(), "D"),
    ("award", "action.award", I.AwardPot(), "P"),
    ("move_button", "action.move_button", I.MoveButton(), "N"),
    ("confirm", "table.confirm", I.Confirm(), "Enter"),
    ("cancel", "table.cancel", I.Cancel(), "Esc"),
)
CORRECTIONS: tuple[ButtonSpec, ...] = (
    ("misdeal", "action.misdeal", I.DeclareMisdeal(), "M"),
    ("replace_exposed", "action.replace_exposed", I.ReplaceExposed(), "E"),
    ("return_extra", "action.return_extra", I.ReturnExtra(), "X"),
    ("set_aside", "action.set_aside", I.SetAside(), "A"),
    ("return_board", "table.return_board", I.ReturnToDeck("board"), "R"),
    ("return_set_aside", "table.return_set_aside", I.ReturnToDeck("set_aside"), "Shift+R"),
    ("scramble", "table.scramble_flop", I.ScrambleFlop(), "Q"),
    ("scrap", "action.scrap", I.Scrap(), "Z"),
    ("kill_hand", "action.kill_hand", I.KillHand(), "K"),
    ("burn_exposed", "table.burn_exposed", I.BurnExposed(), "O"),
    ("return_burn", "table.return_burn", I.ReturnBurn(), "T"),
    ("return_last_board", "table.return_last_board", I.ReturnLastBoard(), "L"),
    ("void_hand", "table.void_hand", I.VoidHand(), "V"),
    ("call_floor", "table.call_floor", I.CallFloor(), "J"),
)
# a tournament's correction (tournament.level_change): a hand begun at the prior level brought
# up to the level; shown only at a table with a tournament's levels (arbiter/tournament.py)
LEVEL_CORRECTIONS: tuple[ButtonSpec, ...] = (
    ("fix_blinds", "action.fix_blinds", I.FixBlinds(), "Shift+G"),
)
# the corrections that put a card on, or take one from, a board (a flop, a premature street's
# card set aside): shown only where the game's row has a board (engine/variant.py), not at a
# stud table, whose common card is no board to scramble or return
BOARD_CORRECTIONS = frozenset(
    ("set_aside", "return_board", "return_set_aside", "scramble", "return_last_board")
)


def corrections_for(variant: str, levels: bool = False) -> tuple[ButtonSpec, ...]:
    """The side panel's corrections that can apply in `variant`'s game (a stud table: its
    premature card's, stud_controls.py, in place of the board's; `levels`: a tournament's
    table with a schedule of levels)."""
    extra = LEVEL_CORRECTIONS if levels else ()
    if game_row(variant).board:
        return CORRECTIONS + extra
    kept = tuple(c for c in CORRECTIONS if c[0] not in BOARD_CORRECTIONS)
    return (STUD_CORRECTIONS + kept if is_stud(variant) else kept) + extra


# money at the table: a row of three above the corrections (widgets/money_card.py)
MONEY: tuple[ButtonSpec, ...] = (
    ("money_pots", "money.pots", I.OpenMoneyCard("pots"), "W"),
    ("money_rake", "money.rake", I.OpenMoneyCard("rake"), "Y"),
    ("money_read", "money.read", I.OpenMoneyCard("read"), "I"),
)


# Confirm: its own colours, the row's font
CONFIRM_LIKE = {c: c.replace("@action", "@confirm") for c in ("@action", *SMALLER["@action"])}


def button_w(L: TableLayout, row: Sized) -> float:
    """A bottom-bar button's width in a row of these buttons."""
    pad, gap = round(8 * L.scale), round(6 * L.scale)
    return (L.bottom_bar.w - 2 * pad - gap * (len(row) - 1)) / len(row)


def row_class(scene: TableScene, base: str, labels: list[str], width: int) -> str:
    app = scene.app
    return fitting_row_class(base, labels, width, app.scale, app.sprites.fonts.get)


def place_buttons(scene: TableScene) -> tuple[dict[str, UIButton], int]:
    """Every button of the table scene, by name, and the corrections grid's top edge."""
    L, s, lang = scene.layout, scene.layout.scale, scene.lang
    widgets: dict[str, UIButton] = {}
    bar = L.bottom_bar
    pad, gap = round(8 * s), round(6 * s)
    rows: tuple[list[ButtonSpec], ...] = (
        [r for r in ROW1 if r[0] != "post_straddle" or scene.controller.straddle],
        list(ROW2),
    )
    if is_stud(scene.session.snap.variant):  # antes, the common card, the naming
        rows = tuple(list(r) for r in STUD_ROWS)
    racing = scene.session.snap.race is not None
    if racing:  # a chip race: the color-up, the count, the chips, the removal
        rows = tuple(list(r) for r in RACE_ROWS)
    bh = (bar.h - 2 * pad - gap) // 2
    # one font for both rows (the smaller one either needs), bold in every language
    order = ("@action", *SMALLER["@action"])
    fits = [
        row_class(scene, "@action", [tr(r[1], lang) for r in row], round(button_w(L, row)) - 12)
        for row in rows
    ]
    action = max(fits, key=order.index)
    for ri, row in enumerate(rows):
        bw = button_w(L, row)
        for i, (name, key, intent, keyhint) in enumerate(row):
            r = rect(bar.x + pad + i * (bw + gap), bar.y + pad + ri * (bh + gap), bw, bh)
            oid = CONFIRM_LIKE.get(action, action) if name == "confirm" else action
            widgets[name] = scene.button(r, tr(key, lang), intent, object_id=oid, tooltip=keyhint)
    # corrections: a two-column grid at the foot of the side panel
    sp = L.side_panel
    cfg = scene.session.setup.config
    levels = bool(cfg.tournament and cfg.schedule)
    fixes = () if racing else corrections_for(scene.session.snap.variant, levels)
    cols, ch = 2, round(32 * s)
    cw = (sp.w - 2 * pad - gap) / cols
    fix = row_class(scene, "@correction", [tr(c[1], lang) for c in fixes], round(cw) - 12)
    # a label the smallest font does not fit in half the panel (ro, pt, mk in a small window)
    # has the panel's width, in a row of its own below the others
    font = scene.app.sprites.fonts.get(*class_font(fix, s))
    wide = [c for c in fixes if font.size(tr(c[1], lang))[0] > round(cw) - 12]
    narrow = [c for c in fixes if c not in wide]
    nrows = (len(narrow) + 1) // 2 + len(wide)
    top = sp.bottom - pad - nrows * ch - (nrows - 1) * gap
    cells = [(i % cols, i // cols, cw) for i in range(len(narrow))]
    below = (len(narrow) + 1) // 2
    cells += [(0, below + j, sp.w - 2 * pad) for j in range(len(wide))]
    for (name, key, intent, keyhint), (col, line, w) in zip(narrow + wide, cells, strict=True):
        r = rect(sp.x + pad + col * (cw + gap), top + line * (ch + gap), w, ch)
        widgets[name] = scene.button(r, tr(key, lang), intent, object_id=fix, tooltip=keyhint)
    top -= ch + gap
    mw = (sp.w - 2 * pad - 2 * gap) / 3
    fix = row_class(scene, "@correction", [tr(m[1], lang) for m in MONEY], round(mw) - 12)
    for i, (name, key, intent, keyhint) in enumerate(() if racing else MONEY):
        r = rect(sp.x + pad + i * (mw + gap), top, mw, ch)
        widgets[name] = scene.button(r, tr(key, lang), intent, object_id=fix, tooltip=keyhint)
    # top bar: hint (none in an audition), help, menu
    tb = L.top_bar
    bw2, bh2 = round(86 * s), tb.h - 2 * round(5 * s)
    x = tb.right - pad - 3 * bw2 - 2 * gap
    top_row = (
        ("hint", "action.hint", I.AskHint(), "?"),
        ("help", "table.help", I.ToggleHelp(), "H"),
        ("menu", "table.menu", I.Back(), "Esc"),
    )
    for i, (name, key, intent, keyhint) in enumerate(top_row):
        if name == "hint" and not hints_allowed(scene.session.mode):
            continue
        widgets[name] = scene.button(
            rect(x + i * (bw2 + gap), tb.y + round(5 * s), bw2, bh2),
            tr(key, lang),
            intent,
            object_id="@small",
            tooltip=keyhint,
        )
    return widgets, top
