"""A quick yes to "does this document satisfy the schema?", so that a valid file never waits
for `jsonschema` to be imported (a third of a headless drill's start-up).

`surely_valid` walks the document once with the few JSON Schema keywords the scenario schema
uses. It answers True only when each of them holds as `jsonschema` would judge it; anything
it is not sure of (a keyword it does not know, a `$ref` it cannot follow, a float where a
whole number is wanted, a value it cannot compare) is a False, and then `jsonschema` judges
and words every problem as before. So a True is never wrong; a False costs only time.
tests/scenarios/test_quickschema.py holds it to `jsonschema` on damaged drills.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

# Keywords that say nothing about validity.
_ANNOTATIONS = frozenset({
    "$schema", "$comment", "title", "description", "default", "examples",
    "patternErrorMessage",  # the scenario schema's own: the words for a failed `pattern`
})
_TYPES: dict[str, Callable[[Any], bool]] = {
    "object": lambda v: type(v) is dict,
    "array": lambda v: type(v) is list,
    "string": lambda v: type(v) is str,
    "integer": lambda v: type(v) is int,
    "number": lambda v: type(v) in (int, float),
    "boolean": lambda v: type(v) is bool,
    "null": lambda v: v is None,
}
_SCALARS = (str, int, float, bool, type(None))


class _Unsure(Exception):
    """The document may break the schema; `jsonschema` must look."""


def surely_valid(instance: Any, schema: dict[str, Any]) -> bool:
    """True only when `instance` satisfies `schema` (the root, holding the `$defs`)."""
    try:
        _check(instance, schema, schema)
    except (_Unsure, re.error, RecursionError):
        return False
    return True


def _check(value: Any, schema: Any, root: dict[str, Any]) -> None:
    if schema is True:
        return
    if type(schema) is not dict:
        raise _Unsure
    for keyword, want in schema.items():
        if keyword in _ANNOTATIONS:
            continue
        check = _KEYWORDS.get(keyword)
        if check is None:
            raise _Unsure
        check(value, want, schema, root)


def _require(condition: bool) -> None:
    if not condition:
        raise _Unsure


def _ref(value: Any, ref: Any, schema: dict[str, Any], root: dict[str, Any]) -> None:
    prefix = "#/$defs/"
    _require(isinstance(ref, str) and ref.startswith(prefix))
    name = ref[len(prefix):]
    defs = root.get("$defs", {})
    _require("/" not in name and "~" not in name and "%" not in name and name in defs)
    _check(value, defs[name], root)


def _type(value: Any, want: Any, schema: dict[str, Any], root: dict[str, Any]) -> None:
    names = [want] if isinstance(want, str) else want
    _require(all(n in _TYPES for n in names) and any(_TYPES[n](value) for n in names))


def _same(a: Any, b: Any) -> bool:
    """Equal as `jsonschema` sees it, for plain scalars of one type (else not sure)."""
    return type(a) is type(b) and isinstance(a, _SCALARS) and a == b


def _enum(value: Any, options: Any, schema: dict[str, Any], root: dict[str, Any]) -> None:
    _require(any(_same(value, o) for o in options))


def _const(value: Any, const: Any, schema: dict[str, Any], root: dict[str, Any]) -> None:
    _require(_same(value, const))


def _number(test: Callable[[Any, Any], bool]) -> Callable[..., None]:
    def check(value: Any, bound: Any, schema: dict[str, Any], root: dict[str, Any]) -> None:
        if type(value) in (int, float):
            _require(test(value, bound))
        else:  # a bound says nothing about text, a list...; a Decimal it is not sure of
            _require(isinstance(value, (str, bool, list, dict, type(None))))

    return check


def _string(test: Callable[[str, Any], bool]) -> Callable[..., None]:
    def check(value: Any, want: Any, schema: dict[str, Any], root: dict[str, Any]) -> None:
        if isinstance(value, str):
            _require(test(value, want))

    return check


def _array(test: Callable[[list[Any], Any], bool]) -> Callable[..., None]:
    def check(value: Any, want: Any, schema: dict[str, Any], root: dict[str, Any]) -> None:
        if isinstance(value, list):
            _require(test(value, want))

    return check


def _object(test: Callable[[dict[Any, Any], Any], bool]) -> Callable[..., None]:
    def check(value: Any, want: Any, schema: dict[str, Any], root: dict[str, Any]) -> None:
        if isinstance(value, dict):
            _require(test(value, want))

    return check


def _unique(items: list[Any], wanted: Any) -> bool:
    if not wanted:
        return True
    # Two items `jsonschema` calls equal are the same object or `==`; so no pair being either
    # means unique (the other way round, `==` also pairs 1 and True: then it is not sure).
    return not any(a is b or a == b for i, a in enumerate(items) for b in items[i + 1:])


def _properties(value: Any, props: Any, schema: dict[str, Any], root: dict[str, Any]) -> None:
    if isinstance(value, dict):
        for key, sub in props.items():
            if key in value:
                _check(value[key], sub, root)


def _additional(value: Any, extra: Any, schema: dict[str, Any], root: dict[str, Any]) -> None:
    if not isinstance(value, dict):
        return
    _require("patternProperties" not in schema)
    known = schema.get("properties", {})
    for key, item in value.items():
        if key not in known:
            _check(item, extra, root)  # `false` there: not sure, like any schema not a dict


def _items(value: Any, each: Any, schema: dict[str, Any], root: dict[str, Any]) -> None:
    if isinstance(value, list):
        _require("prefixItems" not in schema)
        for item in value:
            _check(item, each, root)


def _property_names(value: Any, names: Any, schema: dict[str, Any], root: dict[str, Any]) -> None:
    if isinstance(value, dict):
        for key in value:
            _check(key, names, root)


_KEYWORDS: dict[str, Callable[[Any, Any, dict[str, Any], dict[str, Any]], None]] = {
    "$ref": _ref,
    "$defs": lambda value, defs, schema, root: None,  # read through `$ref`
    "type": _type,
    "enum": _enum,
    "const": _const,
    # the very comparisons `jsonschema` makes
    "minimum": _number(lambda v, b: not v < b),
    "maximum": _number(lambda v, b: not v > b),
    "exclusiveMinimum": _number(lambda v, b: not v <= b),
    "exclusiveMaximum": _number(lambda v, b: not v >= b),
    "pattern": _string(lambda v, p: re.search(p, v) is not None),
    "minLength": _string(lambda v, n: not len(v) < n),
    "maxLength": _string(lambda v, n: not len(v) > n),
    "minItems": _array(lambda v, n: not len(v) < n),
    "maxItems": _array(lambda v, n: not len(v) > n),
    "uniqueItems": _array(_unique),
    "required": _object(lambda v, keys: all(k in v for k in keys)),
    "minProperties": _object(lambda v, n: not len(v) < n),
    "maxProperties": _object(lambda v, n: not len(v) > n),
    "properties": _properties,
    "additionalProperties": _additional,
    "items": _items,
    "propertyNames": _property_names,
}
