"""Drill titles and descriptions in the trainee's language.

A scenario file holds its `title` and `description` in English (CONTRACT.md). Beside the
drills, `scenarios/i18n/<lang>.yaml` (ro, pt, el, mk) maps drill ids to the same two fields
in that language:

    premature-turn:
      title: Turnul iese înainte să se termine licitarea pe flop
      description: >-
        ...

A drill, or a field, that a language's file leaves out is shown in English; a broken file
is reported by `validate` and otherwise ignored, so a trainee never loses a drill to it.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ..i18n import DEFAULT_LANGUAGE, LANGUAGES
from .discover import DRILLS_DIR, TRANSLATIONS
from .errors import Problem, ScenarioError
from .schema import did_you_mean
from .yamlnodes import read_yaml

FIELDS = ("title", "description")


@dataclass(frozen=True, slots=True)
class DrillText:
    title: str
    description: str


def translation_file(lang: str, folder: Path = DRILLS_DIR) -> Path:
    return folder / TRANSLATIONS / f"{lang}.yaml"


def check_translations(path: str | Path, ids: set[str] | None = None) -> list[Problem]:
    """Every problem of one language's file: a name that is not a language, an entry that
    is not a mapping of `title` and `description` strings, an id no drill has (when `ids`
    is given)."""
    problems, _ = _read(Path(path), ids)
    return problems


def localized(
    drill_id: str, title: str, description: str, lang: str, folder: Path = DRILLS_DIR
) -> DrillText:
    """The drill's title and description in `lang`, English where the file is silent."""
    if lang == DEFAULT_LANGUAGE:
        return DrillText(title, description)
    entry = _texts(translation_file(lang, folder)).get(drill_id, {})
    return DrillText(entry.get("title") or title, entry.get("description") or description)


_CACHE: dict[Path, tuple[float, dict[str, dict[str, str]]]] = {}


def _texts(path: Path) -> dict[str, dict[str, str]]:
    """The usable entries of a language's file, read again only when the file changes."""
    try:
        stamp = path.stat().st_mtime
    except OSError:
        return {}
    cached = _CACHE.get(path)
    if cached is not None and cached[0] == stamp:
        return cached[1]
    _, texts = _read(path, None)
    _CACHE[path] = (stamp, texts)
    return texts


def _read(path: Path, ids: set[str] | None) -> tuple[list[Problem], dict[str, dict[str, str]]]:
    name = str(path)
    langs = [code for code in LANGUAGES if code != DEFAULT_LANGUAGE]
    problems: list[Problem] = []
    if path.stem not in langs:
        problems.append(
            Problem(
                name,
                1,
                1,
                f"a drill-text file is named after its language: "
                f"{', '.join(c + '.yaml' for c in langs)}, not {path.name}"
                + did_you_mean(path.stem, langs),
            )
        )
    try:
        doc, found = read_yaml(path)
    except ScenarioError as e:
        return problems + e.problems, {}
    problems += found
    if not isinstance(doc.value, dict):
        problems.append(
            doc.problem((), "a drill-text file maps drill ids to {title: ..., description: ...}")
        )
        return problems, {}
    texts: dict[str, dict[str, str]] = {}
    for drill_id, entry in doc.value.items():
        where: tuple[Any, ...] = (drill_id,)
        if ids is not None and drill_id not in ids:
            problems.append(
                doc.problem(
                    where,
                    f"no drill has id '{drill_id}'" + did_you_mean(str(drill_id), sorted(ids)),
                    key=True,
                )
            )
        if not isinstance(entry, dict):
            problems.append(
                doc.problem(where, f"'{drill_id}' needs a mapping of title and description")
            )
            continue
        good: dict[str, str] = {}
        for field, text in entry.items():
            if field not in FIELDS:
                problems.append(
                    doc.problem(
                        where + (field,),
                        f"unknown key '{field}' (the keys "
                        "are title and description)" + did_you_mean(str(field), FIELDS),
                        key=True,
                    )
                )
            elif not isinstance(text, str) or not text.strip():
                problems.append(doc.problem(where + (field,), f"{field} must be some text"))
            else:
                good[str(field)] = text.strip()
        texts[str(drill_id)] = good
    return problems, texts
