"""How a stud game is dealt, step by step, for the help screen's "How to deal" (issue 26): read
from the game's row (`engine/variant.py`: its streets and each card's face) and from the stud
procedure's own answers (`stud_procedure.burns_before`, `naming_rule`), so that the help says
what the arbiter checks. Each line is a message key, or a rule id whose name and explanation
the GUI says (`stud.antes`, the bring-in's, the first to act's, `stud.common_card`). Pure: no
words here.
"""

from __future__ import annotations

from ..engine.config import Street
from ..engine.record import record
from ..engine.variant import row
from .stud_procedure import burns_before, naming_rule


@record
class HowTo:
    """One line: `key` is a message key, or with `rule` a rule id. A line of streets deals
    `streets` (consecutive, dealt alike) with each card's face (`faces`, True up), after a
    burn or not."""

    key: str
    rule: bool = False
    streets: tuple[str, ...] = ()
    faces: tuple[bool, ...] = ()
    burn: bool = False


def stud_how_to(variant: str) -> tuple[HowTo, ...]:
    """The stud table's steps: the shuffle and the cut, the antes, each street's cards (those
    dealt alike on one line) and who starts its round, the common card, the end."""
    game = row(variant)
    lines = [HowTo("help.shuffle_cut"), HowTo("stud.antes", rule=True)]
    named: list[str] = []
    k = 0
    while k < len(game.streets):
        faces, burn = game.faces[k], burns_before(k)
        end = k + 1
        while (end < len(game.streets) and game.faces[end] == faces
               and burns_before(end) == burn):
            end += 1
        lines.append(HowTo("help.stud.street", streets=game.streets[k:end], faces=faces,
                           burn=burn))
        for street in game.streets[k:end]:
            rule = naming_rule(game.low_order, Street(street))
            if rule not in named:
                named.append(rule)
                lines.append(HowTo(rule, rule=True))
        k = end
    lines += [HowTo("stud.common_card", rule=True), HowTo("help.stud.award"),
              HowTo("help.irregularity"), HowTo("help.hint")]
    return tuple(lines)
