"""Which drills practise a rule: the progress screen's "practise this".

A drill practises a rule strongly when its reference solution meets it by name (an
irregularity the drill injects, the correction it demands) or when the table it sets up
is the rule's subject (a limit game for the cap, a straddle, two or more pots for side
pots, a pot split between two winners...). It practises it weakly when the solution only
performs the kind of step the rule governs (every drill deals, so every drill practises
`deal.order` a little). `drills_for_rule` lists the strong ones first, easiest first; an
empty list means nothing in the folder touches the rule.
"""

from __future__ import annotations

import threading
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ..engine.config import Game
from ..engine.variant import FLOP_BOARD_STREETS
from .loader import Scenario

STRONG = 2
WEAK = 1

# the trainee's step verbs that put a rule family at stake (as the progress statistics count)
FAMILY_VERBS: dict[str, frozenset[str]] = {
    "deck": frozenset({"shuffle", "cut"}),
    "button": frozenset({"move_button"}),
    "blinds": frozenset({"post"}),
    "deal": frozenset({"deal", "replace_exposed", "return_extra"}),
    "bet": frozenset({"wait", "collect"}),
    "pot": frozenset({"collect", "award"}),
    "burn": frozenset({"burn"}),
    "board": frozenset(FLOP_BOARD_STREETS),
    "showdown": frozenset({"showdown", "read"}),
    "award": frozenset({"award"}),
    "rake": frozenset({"rake", "drop"}),
}
# money at the table: the step that answers the rule (RULES.md "Money at the table")
MONEY_VERB_RULES = {
    "announce_pot": "bet.pot_count",
    "announce_count": "pot.count_all_in",
    "rake": "rake.amount",
    "drop": "rake.jackpot_drop",
    "read": "showdown.read_hand",
}


@dataclass(frozen=True, slots=True)
class Practice:
    path: Path
    id: str
    level: int
    strength: int  # STRONG or WEAK


def setup_rules(scenario: Scenario) -> set[str]:
    """The rules whose subject this drill's table is."""
    setup = scenario.setup
    cfg = setup.config
    out: set[str] = set()
    if cfg.game is Game.LIMIT:
        out |= {"bet.limit_cap", "bet.limit_size"}
    elif cfg.game is Game.POT_LIMIT:
        out.add("bet.pot_limit")
    else:
        out |= {"bet.no_limit", "bet.min_raise"}
    if cfg.straddle:
        out.add("blinds.straddle")
    if cfg.tournament:
        out.add("blinds.no_ante")
    if cfg.schedule:
        out.add("blinds.schedule")
    if len(cfg.seats) >= 9:
        out.add("table.size")
    if len(cfg.seats) == 2:
        out |= {"bet.preflop_first", "bet.postflop_first", "button.position"}
    if setup.hands > 1:
        out.add("button.move")
    if setup.rake is not None and setup.rake.no_flop_no_drop:
        out.add("rake.no_flop_no_drop")
    return out


def result_rules(result: dict[str, Any], verbs: set[str]) -> set[str]:
    """The rules a solution's run met by name, or by what its pots show; `verbs`: the
    names of the actions it took (`Step.act`)."""
    out = {str(s["rule"]) for s in result.get("steps") or [] if s.get("rule")}
    out |= {str(c["rule"]) for c in result.get("irregularities") or [] if c.get("rule")}
    out |= {str(v["rule"]) for v in result.get("violations") or [] if v.get("rule")}
    out |= {rule for verb, rule in MONEY_VERB_RULES.items() if verb in verbs}
    if "misdeal" in verbs:
        out.add("error.misdeal")
    pots = list((result.get("final") or {}).get("pots") or [])
    if len(pots) >= 2:
        out |= {"award.side_first", "award.main_and_side", "pot.all_in"}
    if any(len(p.get("winners") or []) >= 2 for p in pots):
        out.add("award.split")
    if "award" in verbs and "showdown" not in verbs:
        out.add("award.uncontested")
    return out


def weak_rules(rules: Iterable[str], verbs: set[str]) -> set[str]:
    return {r for r in rules if FAMILY_VERBS.get(r.split(".", 1)[0], frozenset()) & verbs}


def practised(
    scenario: Scenario, result: dict[str, Any], all_rules: Iterable[str], verbs: set[str]
) -> dict[str, int]:
    """rule id -> STRONG or WEAK for one drill, its solution's result and the names of
    the actions the solution took."""
    strong = setup_rules(scenario) | result_rules(result, verbs)
    out = {r: WEAK for r in weak_rules(all_rules, verbs)}
    out.update({r: STRONG for r in strong})
    return out


def solution_path(scenario_path: Path) -> Path:
    return scenario_path.parent / "solutions" / scenario_path.name


def practice_index(folder: Path) -> dict[Path, tuple[Scenario, dict[str, int]]]:
    """Every drill of `folder` that loads and has a solution that runs, with its rules.

    Drills that do not load, or whose solution is missing or broken, are left out: the
    drills screen lists them as skipped already."""
    from ..arbiter.rules import ALL_RULES
    from .discover import scenario_files
    from .loader import load_scenario
    from .script import load_script

    index: dict[Path, tuple[Scenario, dict[str, int]]] = {}
    for path in scenario_files(folder):
        try:
            scenario = load_scenario(path)
            result, returned, verbs = _run(scenario, load_script(solution_path(path)))
        except Exception:  # a broken drill or solution: not a practice suggestion
            continue
        rules = practised(scenario, result, ALL_RULES, verbs)
        if returned:
            rules["pot.uncalled"] = STRONG
        index[path] = (scenario, rules)
    return index


_kept: dict[tuple[Any, ...], dict[Path, tuple[Scenario, dict[str, int]]]] = {}
_kept_lock = threading.Lock()


def kept_practice_index(folders: Iterable[Path]) -> dict[Path, tuple[Scenario, dict[str, int]]]:
    """The practice index of `folders` in turn (a later folder's drill wins its path), kept
    for the process while no YAML file below them (a drill, a solution) changes: building it
    runs every drill's solution (seconds: 148 drills), which the Due today list and the
    Drills screen's "practise this" both need, the latter on the frame each time it opens."""
    chosen = tuple(Path(f) for f in folders)
    key = (chosen, _signature(chosen))
    with _kept_lock:
        if key not in _kept:
            index: dict[Path, tuple[Scenario, dict[str, int]]] = {}
            for folder in chosen:
                index.update(practice_index(folder))
            _kept.clear()  # one set of folders at a time: the station's
            _kept[key] = index
        return _kept[key]


def _signature(folders: tuple[Path, ...]) -> tuple[tuple[str, int, int], ...]:
    """Every YAML file below `folders` (drills and solutions), with its size and time."""
    from .discover import yaml_files

    out = []
    for folder in folders:
        try:
            for p in yaml_files(folder):
                try:
                    st = p.stat()
                except OSError:
                    continue
                out.append((str(p), st.st_size, st.st_mtime_ns))
        except Exception:  # a folder that cannot be listed: practice_index skips it too
            continue
    return tuple(out)


def _run(scenario: Scenario, script: Iterable[Any]) -> tuple[dict[str, Any], bool, set[str]]:
    """The solution's result, whether an uncalled bet went back in any of its hands, and
    the names of the actions it took (read from each step's action, not its text)."""
    from ..arbiter import Arbiter
    from ..engine.ops import BetCollecting

    arbiter = Arbiter(scenario.setup)
    returned = False
    verbs: set[str] = set()
    for item in script:
        step = arbiter.apply(item.action)
        returned = returned or any(isinstance(op, BetCollecting) and op.returned for op in step.ops)
        verbs.add(item.action.name)
    return dict(arbiter.result()), returned, verbs


def drills_for_rule(
    rule: str, index: dict[Path, tuple[Scenario, dict[str, int]]]
) -> list[Practice]:
    """The drills that practise `rule`: strong first, then by level, then id."""
    found = [
        Practice(path, sc.id, sc.level, rules[rule])
        for path, (sc, rules) in index.items()
        if rule in rules
    ]
    return sorted(found, key=lambda p: (-p.strength, p.level, p.id))


def best_drills_for_rule(
    rule: str, index: dict[Path, tuple[Scenario, dict[str, int]]]
) -> list[Practice]:
    """The drills to suggest: those that practise `rule` strongly, if any; else the weak."""
    found = drills_for_rule(rule, index)
    strong = [p for p in found if p.strength == STRONG]
    return strong or found
