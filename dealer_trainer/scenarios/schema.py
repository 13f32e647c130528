"""The scenario file's JSON Schema (scenarios/scenario.schema.json), checked with `jsonschema`.

The schema says the shapes: types, required and unknown keys, enums, ranges, patterns.
Each jsonschema error is turned into one `PATH:LINE:COL: message` through the document's
marks. Checks that span fields (cards, seats, the button...) are in `checks.py`.
`jsonschema` is imported only for a document that `quickschema` cannot vouch for: a valid
drill is read without it (its import is a third of a headless drill's start-up).
"""

from __future__ import annotations

import functools
import re
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from ..resources import scenario_schema_file
from .errors import Problem
from .quickschema import compile_schema
from .schema_file import generated
from .userfile import read_json
from .yamlnodes import Document, ValuePath, format_path

if TYPE_CHECKING:
    from jsonschema import Draft202012Validator
    from jsonschema.exceptions import ValidationError

SCHEMA_PATH = scenario_schema_file()

# Left to checks.py, which can point at the exact key or item: seat numbers and their
# count, a card named twice.
_LEFT_TO_CHECKS = {"propertyNames", "uniqueItems"}
_SEAT_COUNT = {"minProperties", "maxProperties"}

_ENUM_NOUNS = {
    "kind": "mistake kind", "action": "player action", "game": "game", "variant": "variant",
    "house_rules": "house-rule preset", "say": "word", "when": "moment", "street": "street",
}
_TYPE_NAMES = {
    "object": "a mapping", "array": "a list", "string": "text", "integer": "a whole number",
    "number": "a number", "boolean": "true or false", "null": "nothing",
}


@functools.cache
def scenario_schema() -> dict[str, Any]:
    """The shipped schema, its lists made from code (schema_file.py: the mistake kinds the
    irregularities answer, a house's fields as the preset table has them...): the file's own
    copies are for editors, and a test keeps them the same."""
    return generated(read_json(SCHEMA_PATH))


def _is_whole_number(checker: Any, value: Any) -> bool:
    """An integer is an int as YAML read it: `2.0` is a number with a fraction part written,
    which the engine would carry into every sum (JSON Schema alone would take it)."""
    return isinstance(value, int) and not isinstance(value, bool)


def _strict_validator() -> Any:
    """Draft 2020-12 with whole numbers for "integer" (imported late: a valid drill never
    needs jsonschema, see quickschema)."""
    from jsonschema import Draft202012Validator, validators

    return validators.extend(
        Draft202012Validator,
        type_checker=Draft202012Validator.TYPE_CHECKER.redefine("integer", _is_whole_number),
    )


@functools.cache
def _quick_check() -> Callable[[Any], bool]:
    return compile_schema(scenario_schema())


@functools.cache
def _validator() -> Draft202012Validator:
    return _strict_validator()(scenario_schema())


def schema_problems(doc: Document) -> list[Problem]:
    """Every schema error of the document; each value found bad is added to `doc.bad`."""
    data = _jsonable(doc.value)
    if _quick_check()(data):
        return []
    problems: list[Problem] = []
    errors = sorted(_validator().iter_errors(data), key=lambda e: len(e.absolute_path))
    for err in errors:
        path: ValuePath = tuple(err.absolute_path)
        if doc.is_bad(path) or _LEFT_TO_CHECKS.intersection(map(str, err.absolute_schema_path)):
            continue
        if err.validator in _SEAT_COUNT and path == ("table", "seats"):
            continue
        problems += _problems_for(doc, err, path)
    return problems


def _problems_for(doc: Document, err: ValidationError, path: ValuePath) -> list[Problem]:
    name = format_path(path)
    prefix = f"{name}: " if name else ""
    kind, value, schema = err.validator, err.instance, err.schema
    if kind == "required":
        return [doc.problem(path, f"{prefix}missing required key '{k}'", key=bool(path))
                for k in err.validator_value if isinstance(value, dict) and k not in value]
    if kind == "additionalProperties":
        known = list(schema.get("properties", {}))
        out = []
        for k in value:
            if k in known:
                continue
            doc.bad.add(path + (k,))
            hint = did_you_mean(k, known)
            expected = f"; expected one of: {', '.join(known)}" if not hint and known else ""
            out.append(doc.problem(path + (k,), f"{prefix}unknown key '{k}'{hint}{expected}",
                                   key=True))
        return out
    doc.bad.add(path)
    return [doc.problem(path, prefix + _value_message(kind, value, schema, err))]


def _value_message(kind: str, value: Any, schema: dict[str, Any], err: ValidationError) -> str:
    if kind == "type" and not err.absolute_path:
        return (f"a scenario is a mapping (id, title, level, table...), not {describe(value)}; "
                "trainee scripts belong in a solutions/ folder")
    if kind == "type":
        want = err.validator_value
        wants = [want] if isinstance(want, str) else list(want)
        expected = " or ".join(_TYPE_NAMES.get(w, w) for w in wants)
        return f"expected {expected}, got {describe(value)}"
    if kind == "enum":
        options = [str(o) for o in err.validator_value]
        noun = _ENUM_NOUNS.get(str(err.absolute_path[-1]) if err.absolute_path else "", "value")
        return (f"unknown {noun} {value!r}" + did_you_mean(str(value), options)
                + f"; one of: {', '.join(options)}")
    if kind in ("minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum"):
        lo, hi = schema.get("minimum"), schema.get("maximum")
        if lo is not None and hi is not None:
            return f"{value} is out of range {lo}..{hi}"
        if kind == "minimum":
            return f"must be at least {lo}, not {value}"
        return f"must be at most {hi}, not {value}"
    if kind == "pattern":
        message = schema.get("patternErrorMessage") or f"does not match {err.validator_value!r}"
        return f"{value!r} {message}"
    if kind == "minLength":
        return "must not be empty"
    if kind == "minItems":
        return f"needs at least {err.validator_value} item(s)"
    if kind == "maxItems":
        return f"has {len(value)} items; at most {err.validator_value}"
    if kind == "minProperties":
        return f"needs at least one of: {', '.join(schema.get('properties', {}))}"
    return re.sub(r"\s+", " ", err.message)


def describe(value: Any) -> str:
    """A value for a message: `text ('ten')`, `a list`, `nothing (the value is empty)`."""
    if value is None:
        return "nothing (the value is empty)"
    if isinstance(value, bool):
        return f"{str(value).lower()} (true or false)"
    if isinstance(value, int):
        return f"a whole number ({value})"
    if isinstance(value, float):
        return f"a number ({value})"
    if isinstance(value, str):
        shown = value if len(value) <= 40 else value[:37] + "..."
        return f"text ({shown!r})"
    if isinstance(value, dict):
        return "a mapping"
    if isinstance(value, list):
        return "a list"
    return f"a {type(value).__name__} ({value})"


def did_you_mean(word: str, choices: Any) -> str:
    import difflib

    close = difflib.get_close_matches(str(word), [str(c) for c in choices], n=1, cutoff=0.6)
    return f" (did you mean '{close[0]}'?)" if close else ""


def _jsonable(value: Any) -> Any:
    """Mapping keys as strings, the way the schema (and an editor) sees them."""
    if isinstance(value, dict):
        return {str(k): _jsonable(v) for k, v in value.items()}
    if isinstance(value, list):
        return [_jsonable(v) for v in value]
    return value
