"""The trainer's text in five languages: rule names, explanations, corrections, messages, UI.

The catalogue lives in ``catalogue/<lang>.json`` (one file per language), plus any part files
``catalogue/<lang>/<area>.json`` (read in name order, so one area of the program can add its
keys without touching the big file); each file is of the form::

    {"rules":    {RULE_ID: {"name": ..., "explanation": ..., "correction": ...}},
     "messages": {KEY: template},
     "ui":       {KEY: string}}

``correction`` is given only for ids that start with ``error.``. Templates use ``str.format``
fields (``{seat}``, ``{amount}``, ...). English (``en.json``) is the reference: every key
exists there first, and the other languages fall back to it key by key.

To add a message: put the key in ``en.json`` under ``messages`` and the same key, with the
same ``{fields}``, in the four other files; ``tests/i18n`` checks that they agree (and
``tests/i18n/test_arbiter_messages.py`` that every key the arbiter's code uses is there).
The arbiter's messages are in ``messages`` too; ``term.street.<word>`` and
``term.blind.<word>`` say how the words it passes as ``{street}`` and ``{blind}`` read in a
sentence of each language (see ``dealer_trainer.arbiter.messages``).

Pure standard library; each file is read once and cached.
"""

from __future__ import annotations

import json
import string
from collections.abc import Mapping
from functools import cache
from pathlib import Path
from typing import Any

from ..resources import catalogue_dir

__all__ = [
    "DEFAULT_LANGUAGE",
    "LANGUAGES",
    "catalogue",
    "fill",
    "has_rule",
    "keys",
    "normalize_language",
    "raw_catalogue",
    "rule_correction",
    "rule_explanation",
    "rule_ids",
    "rule_name",
    "t",
    "template",
]

LANGUAGES: tuple[str, ...] = ("en", "ro", "pt", "el", "mk")
DEFAULT_LANGUAGE = "en"
SECTIONS = ("rules", "messages", "ui")

_CATALOGUE_DIR = catalogue_dir()
_FORMATTER = string.Formatter()


def normalize_language(lang: str | None) -> str:
    """``"pt_PT"``, ``"RO"``, ``"el-GR"`` -> ``"pt"``, ``"ro"``, ``"el"``; unknown -> ``"en"``."""
    if not isinstance(lang, str):
        return DEFAULT_LANGUAGE
    code = lang.strip().replace("_", "-").split("-", 1)[0].lower()
    return code if code in LANGUAGES else DEFAULT_LANGUAGE


@cache
def catalogue(lang: str) -> Mapping[str, Any]:
    """The parsed catalogue of one language (cached). A missing or broken file of a language
    other than English yields an empty catalogue, so lookups fall back to English; a
    missing or broken ``en.json`` is an error."""
    code = normalize_language(lang)
    try:
        return raw_catalogue(code)
    except (OSError, ValueError):
        if code == DEFAULT_LANGUAGE:
            raise
        return {section: {} for section in SECTIONS}


def catalogue_files(lang: str) -> list[Path]:
    """The files that make up one language's catalogue: ``<lang>.json``, then its parts."""
    code = normalize_language(lang)
    parts = sorted((_CATALOGUE_DIR / code).glob("*.json"))
    return [_CATALOGUE_DIR / f"{code}.json", *parts]


def raw_catalogue(lang: str) -> dict[str, dict[str, Any]]:
    """One language's files merged, section by section. Raises ``ValueError`` for a file that
    is not a JSON object and for a key that two files both define (a part may add keys, never
    replace one), ``OSError`` if the main file cannot be read."""
    merged: dict[str, dict[str, Any]] = {section: {} for section in SECTIONS}
    for path in catalogue_files(lang):
        data = json.loads(path.read_text(encoding="utf-8"))
        if not isinstance(data, dict):
            raise ValueError(f"{path}: the catalogue must be a JSON object")
        for section in SECTIONS:
            entries = _section(data, section)
            twice = sorted(set(entries) & set(merged[section]))
            if twice:
                raise ValueError(f"{path}: {section} keys defined twice: {', '.join(twice)}")
            merged[section].update(entries)
    return merged


def _section(data: dict[str, Any], name: str) -> dict[str, Any]:
    value = data.get(name)
    return value if isinstance(value, dict) else {}


def _chain(lang: str | None) -> tuple[str, ...]:
    code = normalize_language(lang)
    return (code,) if code == DEFAULT_LANGUAGE else (code, DEFAULT_LANGUAGE)


def _lookup(key: str, lang: str | None) -> str | None:
    for code in _chain(lang):
        cat = catalogue(code)
        for section in ("messages", "ui"):
            value = cat[section].get(key)
            if isinstance(value, str) and value:
                return value
    return None


def template(key: str, lang: str = DEFAULT_LANGUAGE) -> str | None:
    """The unfilled template of message or UI string ``key`` in ``lang`` (English if ``lang``
    lacks it), or ``None`` if no catalogue has it."""
    return _lookup(key, lang)


def t(key: str, lang: str = DEFAULT_LANGUAGE, **params: Any) -> str:
    """The message or UI string ``key`` in ``lang``, its ``{fields}`` filled from ``params``.

    Looks in ``messages``, then ``ui``; a key missing in ``lang`` comes from English, and a
    key missing everywhere comes back as the key itself. Never raises because of the
    parameters: a field with no value (or one that cannot be formatted) is left as written.
    """
    template = _lookup(key, lang)
    if template is None:
        return key
    return fill(template, params)


def fill(template: str, params: Mapping[str, Any]) -> str:
    """``template.format(**params)``, except that it never raises: fields that cannot be
    resolved or formatted are left in the text as they were written."""
    try:
        parsed = list(_FORMATTER.parse(template))
    except ValueError:  # unbalanced braces: show the template as it is
        return template
    out: list[str] = []
    for literal, field, spec, conversion in parsed:
        out.append(literal)
        if field is None:
            continue
        try:
            value, _ = _FORMATTER.get_field(field, (), params)
            if conversion:
                value = _FORMATTER.convert_field(value, conversion)
            spec_text = fill(spec, params) if spec and "{" in spec else (spec or "")
            out.append(_FORMATTER.format_field(value, spec_text))
        except Exception:  # missing field, bad spec, a value whose __format__ raises
            bang = "!" + conversion if conversion else ""
            colon = ":" + spec if spec else ""
            out.append("{" + field + bang + colon + "}")
    return "".join(out)


def _rule(rule_id: str, lang: str | None, field: str) -> str | None:
    for code in _chain(lang):
        entry = catalogue(code)["rules"].get(rule_id)
        if isinstance(entry, dict):
            value = entry.get(field)
            if isinstance(value, str) and value:
                return value
    return None


def rule_name(rule_id: str, lang: str = DEFAULT_LANGUAGE) -> str:
    """The short name of a rule; English if ``lang`` lacks it, the id itself if unknown."""
    return _rule(rule_id, lang, "name") or rule_id


def rule_explanation(rule_id: str, lang: str = DEFAULT_LANGUAGE) -> str:
    """The one-line explanation of a rule; English if ``lang`` lacks it, ``""`` if unknown."""
    return _rule(rule_id, lang, "explanation") or ""


def rule_correction(rule_id: str, lang: str = DEFAULT_LANGUAGE) -> str | None:
    """The correction procedure of an ``error.*`` rule; ``None`` for other or unknown ids."""
    if not rule_id.startswith("error."):
        return None
    return _rule(rule_id, lang, "correction")


def rule_ids() -> tuple[str, ...]:
    """Every rule id in the English catalogue, in file order."""
    return tuple(catalogue(DEFAULT_LANGUAGE)["rules"])


def has_rule(rule_id: str) -> bool:
    """Whether the English catalogue names this rule id."""
    return rule_id in catalogue(DEFAULT_LANGUAGE)["rules"]


def keys(section: str, lang: str = DEFAULT_LANGUAGE) -> tuple[str, ...]:
    """The keys of one section (``rules``, ``messages`` or ``ui``) of one language's file."""
    if section not in SECTIONS:
        raise ValueError(f"unknown section {section!r}; sections are {', '.join(SECTIONS)}")
    return tuple(catalogue(lang)[section])
